/// What each engine with a model in the catalogue would display for one physical spring moving a view by a
/// travel from rest, at 60 and 120 Hz: when it comes to rest on the target, and how far it strays from the exact
/// spring on the way (``ConvertDisplayExperiment``).
struct ConvertDisplay: Sendable, Equatable {
  /// One engine's display at one frame rate.
  struct AtRate: Sendable, Equatable {
    /// Frames per second, fixed frames of 1/fps.
    let fps: Double
    /// When the displayed value comes to rest on the target for good (s, a frame time): Wave's animator at its
    /// settling duration, a peer at its rest check; nil when that is after ``ConvertDisplay/horizon``.
    let endTime: Double?
    /// The largest |displayed − exact| over the frames up to the horizon, in the travel's units (points).
    let largestDistance: Double
  }

  /// One engine's display, by the catalogue integrator that models it.
  struct Engine: Sendable, Equatable {
    let engine: SpringEngine
    /// The catalogue's name of the model (`euler`, `react-spring`, `rebound`, `androidx`).
    let model: String
    /// One per ``ConvertDisplayExperiment/rates``.
    let rates: [AtRate]
  }

  /// The distance the view moves, from rest, points.
  let travel: Double
  /// How long each model runs, s.
  let horizon: Double
  /// Engines with a model, in ``SpringEngine/allCases`` order.
  let engines: [Engine]
}

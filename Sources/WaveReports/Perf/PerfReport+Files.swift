import WaveInputs
import WaveOutput
import WavePerf

extension PerfReport {
  /// The files of `--output`: `<basename>.json`, `.svg` and `.md`; `command` is the command line the
  /// Markdown names as its source; `animatorProfile` (``AnimatorProfile/load(directory:)`` of the folder) is
  /// rendered in the Markdown when the animator path was measured.
  package func files(basename: String, command: String, animatorProfile: AnimatorProfile? = nil) -> [ReportFile] {
    [
      ReportFile("\(basename).json", json()),
      ReportFile("\(basename).svg", svg()),
      ReportFile(
        "\(basename).md", markdown(svgName: "\(basename).svg", command: command, animatorProfile: animatorProfile)),
    ]
  }

  /// The file name stem of `perf --output`: `perf`.
  package static let defaultBasename = "perf"
}

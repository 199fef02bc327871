/// The message of the error `body` throws, or `(accepted)` when it throws none: what a refusal says, for the
/// input tests of this target.
func refusal(_ body: () throws -> Any) -> String {
  do {
    _ = try body()
    return "(accepted)"
  } catch {
    return "\(error)"
  }
}

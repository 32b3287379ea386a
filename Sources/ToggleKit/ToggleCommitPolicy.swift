/// When a toggle whose change needs the app's work shows the proposed value (B17, B18).
public enum ToggleCommitPolicy: String, Sendable, Hashable, Codable {
  /// Show the proposed value at once, marked pending; roll back if the work fails.
  case optimistic
  /// Keep showing the old value, marked pending, until the work succeeds.
  case confirmed
}

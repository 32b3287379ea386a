// Stand-ins for what Xcode 16's SDKs declare, which this machine cannot fetch:
// NSObject's accessibility members isolated to the main actor, and SwiftUI's Binding taking
// `@isolated(any) @Sendable` closures. Written by hand, not taken from an SDK: where the
// real declarations differ, this simulation says nothing about them. Declarations imported
// from Clang always predate concurrency, so both are `@preconcurrency`: what UIKit and
// SwiftUI give the package there.

/// A view whose accessibility members are the main actor's, as UIKit's on newer SDKs.
@preconcurrency @MainActor
open class NewerSDKView {
  public init() {}
  open var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  open var accessibilityValue: String? {
    get { nil }
    set {}
  }
  open var accessibilityTraits: UInt64 {
    get { 0 }
    set {}
  }
  open var accessibilityActivationPoint: Double {
    get { 0 }
    set {}
  }
  open func accessibilityActivate() -> Bool { false }
}

/// SwiftUI's `Binding(get:set:)` as newer SDKs declare it.
public struct NewerSDKBinding<Value> {
  let read: @isolated(any) @Sendable () -> Value
  let write: @isolated(any) @Sendable (Value) -> Void

  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    read = get
    write = set
  }
}

// libFuzzer target over the core's input handling: any byte string decodes to a
// sequence of events (ModelEvent.decode), which runs through a real coordinator and
// the reference model together. A divergence or a crash stops the fuzzer and keeps
// the input. Built and run by scripts/stress.sh with -sanitize=fuzzer,address.
import ToggleKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    if let divergence = ModelCheck.firstDivergence(ModelEvent.decode(bytes), label: "fuzz input") {
      fatalError(divergence)
    }
  }
  return 0
}

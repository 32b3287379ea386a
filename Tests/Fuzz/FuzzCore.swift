// libFuzzer target over the core: any byte string is a sequence of events (FuzzInput: a
// single toggle's, or, after a first byte of 0xF1, 0xF2 or 0xF3, a group's, a store's or
// a tree's), run through the real thing and its reference model together. A divergence or
// a crash stops the fuzzer and keeps the input. Built and run by scripts/stress.sh with
// -sanitize=fuzzer,address.
import ToggleKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    if let divergence = FuzzInput.firstDivergence(bytes, label: "fuzz input") {
      fatalError(divergence)
    }
  }
  return 0
}

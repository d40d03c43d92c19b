import CFuzzerDriver
import Foundation

/// `intake-fuzz TARGET [libFuzzer options] [corpus folders]`: the fuzzing harness.
///
/// Built with `-sanitize=fuzzer,address` (see `scripts/fuzz`) it hands the command line to
/// libFuzzer. In an ordinary build libFuzzer is missing, and the same command runs each file
/// (or each file in each folder) once through the target, which replays a corpus or a crash.
@main
enum IntakeFuzz {
  static func main() {
    var arguments = CommandLine.arguments
    guard arguments.count > 1, let target = FuzzTarget(rawValue: arguments[1]) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      FileHandle.standardError.write(
        Data("usage: intake-fuzz \(names) [libFuzzer options] [corpus…]\n".utf8))
      exit(64)
    }
    arguments.remove(at: 1)
    selected = target
    var argc = Int32(arguments.count)
    var cStrings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let status = cStrings.withUnsafeMutableBufferPointer { buffer -> Int32 in
      var argv = buffer.baseAddress
      return intake_fuzzer_run(&argc, &argv) { data, size in
        IntakeFuzz.selected.run(UnsafeRawBufferPointer(start: data, count: size))
        return 0
      }
    }
    if status != -1 { exit(status) }
    exit(replay(Array(arguments.dropFirst()), target: target))
  }

  /// The target a run fuzzes, set once before libFuzzer starts.
  ///
  /// A C callback cannot capture it; libFuzzer calls the callback on the thread that set it.
  nonisolated(unsafe) private static var selected = FuzzTarget.tokenizer

  /// Runs every file named, or found in a folder named, once; options (`-…`) are ignored.
  private static func replay(_ paths: [String], target: FuzzTarget) -> Int32 {
    var files: [String] = []
    for path in paths where !path.hasPrefix("-") {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("\(path): no such file or folder\n".utf8))
        return 1
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
    }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      data.withUnsafeBytes { target.run($0) }
    }
    print("ran \(files.count) inputs through \(target.rawValue) (libFuzzer not linked)")
    return 0
  }
}

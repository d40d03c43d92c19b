import Testing

@testable import intake

@Suite("--max-size")
struct InputOptionsTests {
  @Test(arguments: [
    ("65536", 65_536), ("512K", 512 << 10), ("512k", 512 << 10), ("200M", 200 << 20),
    ("1G", 1 << 30), ("16MiB", 16 << 20), ("2KB", 2 << 10), (" 3M ", 3 << 20),
  ])
  func sizesReadInBinaryUnits(_ text: String, _ bytes: Int) {
    #expect(InputOptions.bytes(text) == bytes)
  }

  @Test(arguments: ["", "0", "-1", "1.5M", "M", "lots", "12Q", "99999999999999999999G", "٣M"])
  func notASizeIsRefused(_ text: String) {
    #expect(InputOptions.bytes(text) == nil)
  }

  @Test func sizesPrintInTheUnitThatReadsBest() {
    #expect(InputOptions.format(16 << 20) == "16 MB")
    #expect(InputOptions.format(2160) == "2.1 KB")
    #expect(InputOptions.format(900) == "900 bytes")
    #expect(InputOptions.flag(admitting: (100 << 20) + 1) == "101M")
    #expect(InputOptions.flag(admitting: 100 << 20) == "100M")
  }
}

// swift-tools-version: 6.1
// The benchmarks live in their own package so that building and testing intake never pays for
// the harness. Run them with `swift package --package-path Benchmarks benchmark`, or everything
// at once with `scripts/bench`.
import PackageDescription

let package = Package(
  name: "intake-benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "intake", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "IntakeBenchData",
      dependencies: [.product(name: "IntakeCore", package: "intake")]
    ),
    .executableTarget(
      name: "intake-bench",
      dependencies: [
        "IntakeBenchData",
        .product(name: "IntakeCore", package: "intake"),
        .product(name: "IntakeParsing", package: "intake"),
      ]
    ),
    .executableTarget(
      name: "ParsingBenchmarks",
      dependencies: [
        "IntakeBenchData",
        .product(name: "IntakeCore", package: "intake"),
        .product(name: "IntakeParsing", package: "intake"),
        .product(name: "IntakeDocuments", package: "intake"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ParsingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        "IntakeBenchData",
        .product(name: "IntakeCore", package: "intake"),
        .product(name: "IntakeParsing", package: "intake"),
        .product(name: "IntakeDocuments", package: "intake"),
        .product(name: "IntakeStore", package: "intake"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

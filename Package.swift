// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "intake",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "intake", targets: ["intake"]),
    .library(name: "IntakeCore", targets: ["IntakeCore"]),
    .library(name: "IntakeParsing", targets: ["IntakeParsing"]),
    .library(name: "IntakeDocuments", targets: ["IntakeDocuments"]),
    .library(name: "IntakeEvaluation", targets: ["IntakeEvaluation"]),
    .library(name: "IntakeStore", targets: ["IntakeStore"]),
    .library(name: "IntakeAI", targets: ["IntakeAI"]),
    .library(name: "IntakeApp", targets: ["IntakeApp"]),
    .library(name: "IntakeServer", targets: ["IntakeServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    // RFC 4180 CSV, read and written, for export and import.
    .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
    // `intake serve`: HTTP/1.1 on SwiftNIO. Its default traits (swift-configuration, full
    // Foundation) are off: the server reads its settings from the command line.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    // The PostgreSQL backend of the task repository (a team's shared server).
    .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    // A heap, for putting a listing's rows in order as they stream (IntakeStore's DueOrder).
    .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    // Test-only, already under Hummingbird and PostgresNIO: the loopback HTTP server that the
    // AI tests drive the real transport against runs on an event loop of its own.
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
  ],
  targets: [
    .target(name: "IntakeCore"),
    .target(
      name: "IntakeParsing", dependencies: ["IntakeCore"],
      // The name grammar's word lists as data; scripts/name-words writes NameWords.swift.
      exclude: ["Vocabulary/NameWords.txt"]),
    // The document reader (notes and transcripts, by structure) and the action classifier
    // (which of their spans are tasks); each item found goes through IntakeParsing.
    .target(name: "IntakeDocuments", dependencies: ["IntakeCore", "IntakeParsing"]),
    // Corpus scoring for `intake eval`: it reads labelled cases and scores the parser on them,
    // so the shipping parser never carries it.
    .target(
      name: "IntakeEvaluation", dependencies: ["IntakeCore", "IntakeParsing", "IntakeDocuments"]
    ),
    .target(
      name: "IntakeStore",
      dependencies: [
        "IntakeCore", .product(name: "GRDB", package: "GRDB.swift"),
        // The C API, for binding an import's rows straight to their statement.
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "HeapModule", package: "swift-collections"),
      ]
    ),
    // libcurl's headers only: CurlTransport loads the library itself on first use, so a
    // command that never talks to an AI endpoint never maps libcurl and the thirty libraries
    // it needs (5 ms of every start). No `pkgConfig: "libcurl"`: SwiftPM would put its -lcurl
    // on every link, ahead of any --as-needed; <curl/curl.h> is on the compiler's default path
    // where libcurl4-openssl-dev (or macOS) installs it.
    .systemLibrary(
      name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
    ),
    .target(name: "IntakeAI", dependencies: ["IntakeCore", "CCurl"]),
    // The services the CLI and the server are shells over: import, add, the AI step, the
    // file formats of other task tools, the app's routes.
    .target(
      name: "IntakeApp",
      dependencies: [
        "IntakeCore", "IntakeParsing", "IntakeDocuments", "IntakeStore", "IntakeAI",
        .product(name: "CSV", package: "CSV.swift"),
      ]
    ),
    // The HTTP layer of `intake serve`: routes, limits, logging, shutdown. The answers come
    // from IntakeApp.
    .target(
      name: "IntakeServer",
      dependencies: [
        "IntakeCore", "IntakeApp", .product(name: "Hummingbird", package: "hummingbird"),
      ]
    ),
    .executableTarget(
      name: "intake",
      dependencies: [
        "IntakeCore", "IntakeParsing", "IntakeDocuments", "IntakeEvaluation", "IntakeStore",
        "IntakeAI", "IntakeApp", "IntakeServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The release binary is linked at a fixed address, not position-independent: the
      // loader then relocates none of its 135,000 pointers at start, which was a fifth of
      // `intake --version` (README, "Performance").
      linkerSettings: [
        .unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release))
      ]
    ),
    // The fuzzing harness (see scripts/fuzz); CFuzzerDriver reaches libFuzzer when linked.
    .target(name: "CFuzzerDriver", path: "Fuzz/CFuzzerDriver"),
    .executableTarget(
      name: "intake-fuzz",
      dependencies: ["IntakeCore", "IntakeParsing", "IntakeDocuments", "CFuzzerDriver"],
      path: "Fuzz/IntakeFuzz"
    ),
    .testTarget(name: "IntakeCoreTests", dependencies: ["IntakeCore"]),
    // The word gate's test reads the quick-add corpus through IntakeEvaluation.
    .testTarget(
      name: "IntakeParsingTests",
      dependencies: ["IntakeParsing", "IntakeEvaluation", "IntakeTestSupport"]
    ),
    .testTarget(
      name: "IntakeDocumentsTests",
      dependencies: ["IntakeCore", "IntakeParsing", "IntakeDocuments"]
    ),
    .testTarget(
      name: "IntakeEvaluationTests",
      dependencies: [
        "IntakeCore", "IntakeParsing", "IntakeDocuments", "IntakeEvaluation", "IntakeTestSupport",
      ]
    ),
    .testTarget(name: "IntakeStoreTests", dependencies: ["IntakeStore"]),
    // Helpers shared by the test targets: the loopback HTTP server the AI tests talk to, and
    // where the corpora are.
    .target(
      name: "IntakeTestSupport",
      dependencies: [
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ],
      path: "Tests/IntakeTestSupport"
    ),
    .testTarget(name: "IntakeAITests", dependencies: ["IntakeAI", "IntakeTestSupport"]),
    .testTarget(
      name: "IntakeAppTests",
      dependencies: [
        "IntakeApp", "IntakeCore", "IntakeDocuments", "IntakeParsing", "IntakeStore",
        "IntakeTestSupport",
        .product(name: "CSV", package: "CSV.swift"),
        // To change stored rows by hand, as a user of sqlite3 might.
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "IntakeCLITests",
      dependencies: [
        "intake", "IntakeCore", "IntakeAI", "IntakeTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

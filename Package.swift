// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "intake",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "intake", targets: ["intake"]),
    .library(name: "IntakeCore", targets: ["IntakeCore"]),
    .library(name: "IntakeParsing", targets: ["IntakeParsing"]),
    .library(name: "IntakeStore", targets: ["IntakeStore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
  ],
  targets: [
    .target(name: "IntakeCore"),
    .target(name: "IntakeParsing", dependencies: ["IntakeCore"]),
    .target(
      name: "IntakeStore",
      dependencies: ["IntakeCore", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .executableTarget(
      name: "intake",
      dependencies: [
        "IntakeCore", "IntakeParsing", "IntakeStore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "IntakeCoreTests", dependencies: ["IntakeCore"]),
    .testTarget(name: "IntakeParsingTests", dependencies: ["IntakeParsing"]),
    .testTarget(name: "IntakeStoreTests", dependencies: ["IntakeStore"]),
    .testTarget(name: "IntakeCLITests", dependencies: ["intake", "IntakeCore"]),
  ],
  swiftLanguageModes: [.v6]
)

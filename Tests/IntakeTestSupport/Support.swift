import IntakeCore

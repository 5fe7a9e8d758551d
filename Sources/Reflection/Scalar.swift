/// The standard library's number and truth types, which a dump prints as a bare literal (`42`,
/// `true`, `-0.5`): the one table of them, used for boxed values, for struct fields read in
/// place, and by diffs. Reading one from memory is this module's (``FieldsView``). Found by type identity, far cheaper than a `Mirror` or a protocol cast.
@usableFromInline
package enum Scalar: Sendable {
  case int, bool, double, float, int64, int32, int16, int8, uint, uint64, uint32, uint16, uint8

  @inlinable
  package init?(_ type: Any.Type) {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Int.self): self = .int
    case ObjectIdentifier(Bool.self): self = .bool
    case ObjectIdentifier(Double.self): self = .double
    case ObjectIdentifier(Float.self): self = .float
    case ObjectIdentifier(Int64.self): self = .int64
    case ObjectIdentifier(Int32.self): self = .int32
    case ObjectIdentifier(Int16.self): self = .int16
    case ObjectIdentifier(Int8.self): self = .int8
    case ObjectIdentifier(UInt.self): self = .uint
    case ObjectIdentifier(UInt64.self): self = .uint64
    case ObjectIdentifier(UInt32.self): self = .uint32
    case ObjectIdentifier(UInt16.self): self = .uint16
    case ObjectIdentifier(UInt8.self): self = .uint8
    default: return nil
    }
  }

  /// The type this kind stands for.
  @inlinable
  package var type: Any.Type {
    switch self {
    case .int: Int.self
    case .bool: Bool.self
    case .double: Double.self
    case .float: Float.self
    case .int64: Int64.self
    case .int32: Int32.self
    case .int16: Int16.self
    case .int8: Int8.self
    case .uint: UInt.self
    case .uint64: UInt64.self
    case .uint32: UInt32.self
    case .uint16: UInt16.self
    case .uint8: UInt8.self
    }
  }

  /// The value of this kind's type stored at `pointer` (a struct field at its offset, which the
  /// runtime aligns for the field's type): the one place each kind's type is named for a read.
  @inlinable
  func read(at pointer: UnsafeRawPointer) -> ScalarReading {
    switch self {
    case .int: .signed(Int64(pointer.load(as: Int.self)))
    case .bool: .bool(pointer.load(as: Bool.self))
    case .double: .double(pointer.load(as: Double.self))
    case .float: .float(pointer.load(as: Float.self))
    case .int64: .signed(pointer.load(as: Int64.self))
    case .int32: .signed(Int64(pointer.load(as: Int32.self)))
    case .int16: .signed(Int64(pointer.load(as: Int16.self)))
    case .int8: .signed(Int64(pointer.load(as: Int8.self)))
    case .uint: .unsigned(UInt64(pointer.load(as: UInt.self)))
    case .uint64: .unsigned(pointer.load(as: UInt64.self))
    case .uint32: .unsigned(UInt64(pointer.load(as: UInt32.self)))
    case .uint16: .unsigned(UInt64(pointer.load(as: UInt16.self)))
    case .uint8: .unsigned(UInt64(pointer.load(as: UInt8.self)))
    }
  }

  /// The size of this kind's type in bytes (at most 8).
  @inlinable
  package var size: Int {
    switch self {
    case .int, .uint: MemoryLayout<Int>.size
    case .bool, .int8, .uint8: 1
    case .int16, .uint16: 2
    case .int32, .uint32, .float: 4
    case .double, .int64, .uint64: 8
    }
  }

  /// Whether the values of this kind at `lhs` and `rhs` are equal by their type's own `==`
  /// (`Double.nan` differs from itself, `-0.0` equals `0.0`, as a diff's equality finds).
  @inlinable
  func isEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    read(at: lhs) == read(at: rhs)
  }
}

/// A ``Scalar`` read out of memory, integers widened without loss: what printing and comparing
/// need of it. Equality is each payload's own `==` (floating point's, for `nan` and `-0.0`).
@usableFromInline
package enum ScalarReading: Equatable {
  case signed(Int64)
  case unsigned(UInt64)
  case bool(Bool)
  case double(Double)
  case float(Float)

  /// The literal a dump prints: integers in decimal, floating point as its `description`.
  @inlinable
  package var text: String {
    switch self {
    case .signed(let value): String(value)
    case .unsigned(let value): String(value)
    case .bool(let value): value ? "true" : "false"
    case .double(let value): value.description
    case .float(let value): value.description
    }
  }
}

/// A ``Scalar`` value copied out of memory as its bytes, so that a diff can hold it past the
/// struct it was read from and print it only where it goes.
@usableFromInline
package struct ScalarValue: Equatable {
  @usableFromInline package let kind: Scalar
  /// The value's `kind.size` bytes, at the start (the rest zero).
  @usableFromInline let bits: UInt64

  /// Copies the value of `kind` stored at `pointer`.
  @inlinable
  init(_ kind: Scalar, at pointer: UnsafeRawPointer) {
    self.kind = kind
    var bits: UInt64 = 0
    // A byte copy of initialised memory of a trivial type, read back only as that type.
    withUnsafeMutableBytes(of: &bits) {
      $0.copyMemory(from: .init(start: pointer, count: kind.size))
    }
    self.bits = bits
  }

  /// The value, read back as its kind's type.
  @inlinable
  package var reading: ScalarReading {
    withUnsafeBytes(of: bits) { kind.read(at: $0.baseAddress!) }
  }
}

"""The subset of MessagePack GA's index writes and reads: a map of strings, an int array and nil.

Follows the writer's encoder (`Demos/Music Theory/FretboardVoicingsCLI/OptickIndexWriter.cs`
471-622: fixmap; fixstr, str 8/16/32; the most compact int; fixarray, array 16/32; nil) and the
reader's decoder (`Common/GA.Business.ML/Search/OptickIndexReader.cs` 226-336). Big-endian, as
the MessagePack specification says.
"""
from __future__ import annotations

import struct

from ...errors import DataError

NIL = 0xC0
STRING_HEADS = ((31, None), (0xFF, (0xD9, ">B")), (0xFFFF, (0xDA, ">H")), (0xFFFFFFFF, (0xDB, ">I")))
INT_FORMATS = {0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xD0: ">b", 0xD1: ">h", 0xD2: ">i"}


def fixmap(count: int) -> bytes:
    """A map header of up to 15 entries."""
    if not 0 <= count <= 15:
        raise ValueError(f"a fixmap holds 0 to 15 entries, not {count}")
    return bytes([0x80 | count])


def string(value: str | None) -> bytes:
    """A UTF-8 string in the shortest form GA's writer picks, or nil for None.

    >>> string("guitar"), string(None)
    (b'\\xa6guitar', b'\\xc0')
    """
    if value is None:
        return bytes([NIL])
    data = value.encode("utf-8")
    if len(data) <= 31:  # the common case, first
        return bytes((0xA0 | len(data),)) + data
    for most, head in STRING_HEADS:
        if len(data) <= most:
            return (bytes([0xA0 | len(data)]) if head is None else bytes([head[0]]) + struct.pack(head[1], len(data))) + data
    raise ValueError("a string longer than 4 GiB")


def integer(value: int) -> bytes:
    """A 32-bit integer in GA's order of forms: fixint, uint 8, int 8, uint 16, int 16, then 32 bits.

    >>> integer(64), integer(200), integer(-5), integer(-100), integer(300)
    (b'@', b'\\xcc\\xc8', b'\\xfb', b'\\xd0\\x9c', b'\\xcd\\x01,')
    """
    if 0 <= value <= 127 or -32 <= value < 0:
        return struct.pack(">b" if value < 0 else ">B", value)
    for head, low, high in ((0xCC, 128, 255), (0xD0, -128, -33), (0xCD, 256, 65535), (0xD1, -32768, -129)):
        if low <= value <= high:
            return bytes([head]) + struct.pack(INT_FORMATS[head], value)
    return bytes([0xCE if value >= 0 else 0xD2]) + struct.pack(">I" if value >= 0 else ">i", value)


def int_array(values) -> bytes:
    """An array header (fixarray up to 15, else array 16 or 32), then each integer."""
    n = len(values)
    if n <= 15 and all(0 <= v <= 127 for v in values):  # a fixarray of fixints, the common case
        return bytes((0x90 | n, *values))
    head = bytes([0x90 | n]) if n <= 15 else (b"\xdc" + struct.pack(">H", n) if n <= 0xFFFF else b"\xdd" + struct.pack(">I", n))
    return head + b"".join(integer(int(v)) for v in values)


class Reader:
    """Reads values from a buffer, position by position, as GA's metadata parser does."""

    def __init__(self, data: bytes | memoryview, position: int = 0):
        self.data, self.position = memoryview(data), position

    def byte(self) -> int:
        value = self.data[self.position]
        self.position += 1
        return value

    def unpack(self, form: str):
        value = struct.unpack_from(form, self.data, self.position)[0]
        self.position += struct.calcsize(form)
        return value

    def map_header(self) -> int:
        head = self.byte()
        if head & 0xF0 == 0x80:
            return head & 0x0F
        if head in (0xDE, 0xDF):
            return self.unpack(">H" if head == 0xDE else ">I")
        raise DataError(f"expected a msgpack map at byte {self.position - 1}, got 0x{head:02X}")

    def string(self) -> str | None:
        head = self.byte()
        if head == NIL:
            return None
        if head & 0xE0 == 0xA0:
            length = head & 0x1F
        elif head in (0xD9, 0xDA, 0xDB):
            length = self.unpack({0xD9: ">B", 0xDA: ">H", 0xDB: ">I"}[head])
        else:
            raise DataError(f"expected a msgpack string at byte {self.position - 1}, got 0x{head:02X}")
        text = bytes(self.data[self.position:self.position + length]).decode("utf-8")
        self.position += length
        return text

    def integer(self) -> int:
        head = self.byte()
        if head & 0x80 == 0 or head & 0xE0 == 0xE0:
            return head if head < 0x80 else head - 0x100
        if head in INT_FORMATS:
            return self.unpack(INT_FORMATS[head])
        raise DataError(f"unsupported msgpack integer 0x{head:02X} at byte {self.position - 1}")

    def int_array(self) -> list[int]:
        head = self.byte()
        if head & 0xF0 == 0x90:
            length = head & 0x0F
        elif head in (0xDC, 0xDD):
            length = self.unpack(">H" if head == 0xDC else ">I")
        else:
            raise DataError(f"expected a msgpack array at byte {self.position - 1}, got 0x{head:02X}")
        return [self.integer() for _ in range(length)]

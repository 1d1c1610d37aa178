"""GA's OPTK v4 index file: the bytes `OptickIndexWriter` writes, and `OptickIndexReader`'s view of them.

Follows `Demos/Music Theory/FretboardVoicingsCLI/OptickIndexWriter.cs` at the pin (snapshot
c781df5c): `WriteIndex` (137-192: compact vectors, a msgpack record per voicing with its offset,
then the sections in order), `ComputeHeaderSize` and `WriteHeader` (201-259), the instrument
groups (376-403, entries sorted guitar, bass, ukulele) and the metadata record (284-302); and
`Common/GA.Business.ML/Search/OptickIndexReader.cs` (48-125: the header checked field by field,
instrument byte offsets turned into voicing ranges; 164-194: a range, a vector, a record).
Little-endian throughout, but for the msgpack records. The writer's compact vectors are the
index's (`OptickIndex.vectors`), made as `ExtractAndNormalize` makes them (326-355).
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ...errors import DataError
from . import msgpack
from .index import INSTRUMENTS, OptickIndex
from .schema import COMPACT_DIM, PARTITIONS, schema_hash

MAGIC = b"OPTK"
FORMAT_VERSION = 4
ENDIAN_MARKER = 0xFEFF
# The header's fields in order, with their little-endian struct codes (WriteHeader, 233-258).
HEADER_FIELDS = (
    ("magic", "4s"), ("version", "I"), ("header_size", "I"), ("schema_hash", "I"), ("endian_marker", "H"),
    ("reserved", "H"), ("dimension", "I"), ("count", "Q"), ("instruments", "B"), ("pad", "7s"),
    *((f"{name}_{part}", "Q") for name in INSTRUMENTS for part in ("offset", "count")),
    ("metadata_offsets_offset", "Q"), ("vectors_offset", "Q"), ("metadata_offset", "Q"), ("metadata_length", "Q"),
)
HEADER = "<" + "".join(code for _, code in HEADER_FIELDS) + f"{COMPACT_DIM}f"  # then the sqrt weights
HEADER_SIZE = struct.calcsize(HEADER)
OFFSET_SIZE, FLOAT_SIZE = 8, 4  # a u64 per metadata record, a float per vector value
KEYS = {key: msgpack.string(key) for key in ("diagram", "instrument", "midiNotes", "quality_inferred")}
FIXMAP_4 = msgpack.fixmap(4)


@dataclass(frozen=True)
class Entry:
    """A `VoicingEntry` as the writer uses it: its compact vector is passed in beside it."""

    diagram: str
    instrument: str
    midi_notes: tuple[int, ...]
    quality_inferred: str | None


def entries(index: OptickIndex) -> list[Entry]:
    """The course's entries: every voicing of the index, a guitar voicing, with its diagram, notes and name."""
    corpus = index.corpus
    return [Entry(*fields) for fields in zip(corpus.diagrams, ("guitar",) * len(corpus), corpus.note_lists, corpus.names)]


def write_index(index: OptickIndex) -> bytes:
    """The file `OptickIndexWriter.WriteIndex` writes for the index's voicings, as bytes."""
    return write(entries(index), index.vectors)


def write(items: list[Entry], vectors: np.ndarray) -> bytes:
    """The file for entries sorted by instrument and their compact vectors, (n, 124) float32."""
    records = [metadata_record(e) for e in items]
    offsets = np.cumsum([0] + [len(r) for r in records[:-1]], dtype=np.uint64) if records else np.zeros(0, np.uint64)
    metadata = b"".join(records)
    vectors_offset = HEADER_SIZE + len(items) * OFFSET_SIZE
    metadata_offset = vectors_offset + len(items) * COMPACT_DIM * FLOAT_SIZE
    header = struct.pack(HEADER, *header_values(items, vectors_offset, metadata_offset, len(metadata)), *sqrt_weights())
    body = offsets.astype("<u8").tobytes() + np.ascontiguousarray(vectors, dtype="<f4").tobytes()
    return header + body + metadata


def header_values(items: list[Entry], vectors_offset: int, metadata_offset: int, metadata_length: int) -> list:
    """The header's values in `HEADER_FIELDS` order."""
    values = [MAGIC, FORMAT_VERSION, HEADER_SIZE, schema_hash(), ENDIAN_MARKER, 0, COMPACT_DIM, len(items),
              len(INSTRUMENTS), bytes(7)]
    for offset, count in instrument_groups(items, vectors_offset):
        values += [offset, count]
    return values + [HEADER_SIZE, vectors_offset, metadata_offset, metadata_length]


def instrument_groups(items: list[Entry], vectors_offset: int) -> list[tuple[int, int]]:
    """Each instrument's (byte offset of its first vector, count): a run of entries in instrument order."""
    groups, at, offset = [], 0, vectors_offset
    for name in INSTRUMENTS:
        count = 0
        while at < len(items) and items[at].instrument.lower() == name:
            count, at = count + 1, at + 1
        groups.append((offset, count))
        offset += count * COMPACT_DIM * FLOAT_SIZE
    return groups


def sqrt_weights() -> list[float]:
    """The header's weights: each compact dimension's partition's float square-root weight."""
    return [float(p.sqrt_weight) for p in PARTITIONS for _ in range(p.dim)]


def metadata_record(entry: Entry) -> bytes:
    """One voicing's msgpack map: diagram, instrument, midiNotes, quality_inferred (nil if none)."""
    return b"".join((FIXMAP_4, KEYS["diagram"], msgpack.string(entry.diagram),
                     KEYS["instrument"], msgpack.string(entry.instrument),
                     KEYS["midiNotes"], msgpack.int_array(entry.midi_notes),
                     KEYS["quality_inferred"], msgpack.string(entry.quality_inferred)))


@dataclass(frozen=True)
class Metadata:
    """`OptickMetadata`: a record read back."""

    diagram: str
    instrument: str
    midi_notes: tuple[int, ...]
    quality_inferred: str | None


class IndexFile:
    """`OptickIndexReader` over an index file's bytes: its header checked, its ranges, vectors and records."""

    def __init__(self, data: bytes):
        self.data = memoryview(data)
        if len(data) < HEADER_SIZE or bytes(self.data[:4]) != MAGIC:
            raise DataError("OPTK magic bytes missing — wrong file or corrupt.")
        self.header = dict(zip([name for name, _ in HEADER_FIELDS], struct.unpack_from(HEADER, self.data)))
        self.weights = struct.unpack_from(HEADER, self.data)[len(HEADER_FIELDS):]
        check(self.header)

    @property
    def count(self) -> int:
        return self.header["count"]

    @cached_property
    def vectors(self) -> np.ndarray:
        """All vectors, (count, 124) float32, a read-only view of the bytes."""
        start = self.header["vectors_offset"]
        return np.frombuffer(self.data, dtype="<f4", count=self.count * COMPACT_DIM, offset=start).reshape(-1, COMPACT_DIM)

    def instrument_range(self, instrument: str | None) -> tuple[int, int]:
        """`GetInstrumentRange`: (first index, count) of an instrument; the whole file for none or an unknown name."""
        name = (instrument or "").lower()
        if name not in INSTRUMENTS:
            return 0, self.count
        entry_size = COMPACT_DIM * FLOAT_SIZE
        first = (self.header[f"{name}_offset"] - self.header["vectors_offset"]) // entry_size
        return first, self.header[f"{name}_count"]

    def vector(self, i: int) -> np.ndarray:
        """`GetVector`: voicing i's compact vector."""
        return self.vectors[self.checked(i)]

    def metadata(self, i: int) -> Metadata:
        """`GetMetadata`: voicing i's record, read from its offset in the table."""
        table = self.header["metadata_offsets_offset"] + self.checked(i) * OFFSET_SIZE
        (relative,) = struct.unpack_from("<Q", self.data, table)
        reader = msgpack.Reader(self.data, self.header["metadata_offset"] + relative)
        fields = {"diagram": "", "instrument": "", "midiNotes": (), "quality_inferred": None}
        for _ in range(reader.map_header()):
            key = reader.string()
            fields[key] = tuple(reader.int_array()) if key == "midiNotes" else reader.string()
        return Metadata(fields["diagram"] or "", fields["instrument"] or "", fields["midiNotes"], fields["quality_inferred"])

    def checked(self, i: int) -> int:
        if not 0 <= i < self.count:
            raise IndexError(f"voicing {i} is outside the index's {self.count}")
        return i


def check(header: dict) -> None:
    """The reader's checks, with its messages (OptickIndexReader.cs 63-83)."""
    if header["version"] != FORMAT_VERSION:
        raise DataError(f"Unsupported OPTK version {header['version']} (expected {FORMAT_VERSION}).")
    if header["schema_hash"] != schema_hash():
        raise DataError(f"OPTK schema hash mismatch: file=0x{header['schema_hash']:08X} code=0x{schema_hash():08X}. "
                        "Rebuild index after schema change.")
    if header["endian_marker"] != ENDIAN_MARKER:
        raise DataError("OPTK endian marker mismatch.")
    if header["dimension"] != COMPACT_DIM:
        raise DataError(f"OPTK dimension mismatch: file={header['dimension']} expected={COMPACT_DIM}.")

"""GA's OPTK index file: written, read back, its header and sections, and the reader's checks."""
import struct

import numpy as np
import pytest

from engine.errors import DataError
from engine.ga.optick import msgpack
from engine.ga.optick.index import lesson3_index
from engine.ga.optick.index_file import HEADER_SIZE, Entry, IndexFile, write, write_index
from engine.ga.optick.schema import COMPACT_DIM, PARTITIONS, schema_hash


@pytest.fixture(scope="module")
def index():
    return lesson3_index("pin")


@pytest.fixture(scope="module")
def data(index):
    return write_index(index)


def test_header_fields(data):
    "Assert the header's fixed fields: magic, version, size, schema hash, endian marker, dimension, instruments."
    h = IndexFile(data).header
    assert (h["magic"], h["version"], h["header_size"], h["schema_hash"]) == (b"OPTK", 4, 616, 0x37CD8ECF)
    assert (h["endian_marker"], h["dimension"], h["count"], h["instruments"]) == (0xFEFF, 124, 15360, 3)


def test_sections_follow_the_layout(data):
    "Assert offsets table, vectors and metadata follow the header with no gap, and the file ends with the metadata."
    h = IndexFile(data).header
    n = h["count"]
    assert HEADER_SIZE == 616 == h["metadata_offsets_offset"]
    assert h["vectors_offset"] == HEADER_SIZE + 8 * n
    assert h["metadata_offset"] == h["vectors_offset"] + n * COMPACT_DIM * 4
    assert len(data) == h["metadata_offset"] + h["metadata_length"]


def test_weights_are_the_square_roots_of_the_partition_weights(data):
    "Assert the header's 124 weights repeat each partition's float square-root weight over its dimensions."
    weights = np.array(IndexFile(data).weights, dtype=np.float32)
    assert np.array_equal(weights, np.repeat([p.sqrt_weight for p in PARTITIONS], [p.dim for p in PARTITIONS]))


def test_vectors_read_back_as_written(index, data):
    "Assert every stored vector is the index's compact vector, bit for bit."
    assert np.array_equal(IndexFile(data).vectors, index.vectors)


@pytest.mark.parametrize("row", [0, 1, 7000, 15359])
def test_metadata_reads_back(index, data, row):
    "Assert a voicing's record reads back as its diagram, instrument, notes and name."
    meta = IndexFile(data).metadata(row)
    c = index.corpus
    assert (meta.diagram, meta.instrument, meta.midi_notes, meta.quality_inferred) == (
        c.diagram(row), "guitar", c.notes(row), c.names[row])


def test_instrument_ranges(data):
    "Assert guitar holds every voicing, bass and ukulele none, and no instrument (or an unknown one) means all."
    f = IndexFile(data)
    assert [f.instrument_range(i) for i in ("guitar", "bass", "ukulele", None, "banjo")] == [
        (0, 15360), (15360, 0), (15360, 0), (0, 15360), (0, 15360)]


def test_groups_of_several_instruments():
    "Assert entries sorted guitar, bass, ukulele give consecutive ranges, and a null name is written as nil."
    items = [Entry("0-0-0-x-x-x", "guitar", (64, 59, 55), "Em/G"), Entry("0-0-x-x", "bass", (43, 38), None),
             Entry("0-0-0-0", "ukulele", (69, 64, 60, 67), "C6"), Entry("2-0-0-0", "Ukulele", (71, 64, 60, 67), None)]
    f = IndexFile(write(items, np.zeros((4, COMPACT_DIM), dtype=np.float32)))
    assert [f.instrument_range(i) for i in ("guitar", "bass", "ukulele")] == [(0, 1), (1, 1), (2, 2)]
    assert f.metadata(1).quality_inferred is None and f.metadata(2).midi_notes == (69, 64, 60, 67)


def test_an_empty_index():
    "Assert an index of no voicings is a bare header."
    data = write([], np.zeros((0, COMPACT_DIM), dtype=np.float32))
    assert len(data) == HEADER_SIZE and IndexFile(data).count == 0


@pytest.mark.parametrize("offset, value, message", [
    (0, b"OPTX", "OPTK magic bytes missing — wrong file or corrupt."),
    (4, struct.pack("<I", 3), "Unsupported OPTK version 3 (expected 4)."),
    (12, struct.pack("<I", 1), f"OPTK schema hash mismatch: file=0x00000001 code=0x{schema_hash():08X}. "
                               "Rebuild index after schema change."),
    (16, struct.pack("<H", 0xFFFE), "OPTK endian marker mismatch."),
    (20, struct.pack("<I", 112), "OPTK dimension mismatch: file=112 expected=124."),
])
def test_reader_refuses_a_foreign_file(offset, value, message):
    "Assert the reader's checks, with GA's messages, on a header altered in one field."
    data = bytearray(write([], np.zeros((0, COMPACT_DIM), dtype=np.float32)))
    data[offset:offset + len(value)] = value
    with pytest.raises(DataError) as error:
        IndexFile(bytes(data))
    assert str(error.value) == message


@pytest.mark.parametrize("length", [0, 31, 32, 255, 256, 70000])
def test_msgpack_strings_round_trip(length):
    "Assert strings of every size class read back, in the form GA's writer picks."
    text = "é" * (length // 2) + "a" * (length % 2)
    encoded = msgpack.string(text)
    assert msgpack.Reader(encoded).string() == text
    size = len(text.encode())
    assert encoded[0] == (0xA0 | size if size <= 31 else 0xD9 if size <= 255 else 0xDA if size <= 65535 else 0xDB)


def test_msgpack_integers_round_trip():
    "Assert integers of every form GA's writer uses read back, in an array of fixints or longer."
    values = [0, 127, 128, 255, 256, 65535, 65536, -1, -32, -33, -128, -129, -32768, -32769, 2**31 - 1, -2**31]
    assert msgpack.Reader(msgpack.int_array(values)).int_array() == values
    assert msgpack.int_array(list(range(16)))[0] == 0xDC and msgpack.int_array([64, 59])[:1] == b"\x92"

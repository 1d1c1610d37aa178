"""Lesson 3, the index and search: lesson 3's corpus written as GA's index file, read back and searched.

The questions count the corpus, write the index with a model of GA's writer and read its header
back field by field, open it as GA's reader does, search it for three chord symbols with and
without the name filter, search it with open C's own vector, and count the dimensions that
never vary over the corpus. The course runs it at the pin only (`Lesson3.cs`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..ga.chord_symbols import chord_pitch_classes
from ..ga.optick import modal
from ..ga.optick.index import INSTRUMENTS, OptickIndex, lesson3_index
from ..ga.optick.index_file import FLOAT_SIZE, OFFSET_SIZE, IndexFile, write_index
from ..ga.optick.query import chord_vector
from ..ga.optick.schema import COMPACT_DIM, PARTITIONS, REGISTRY, SIMILARITY, partition
from ..ga.optick.similarity import compact
from ..ga.search import Filters, Hit, hybrid_search_each, semantic_search
from ..ga.voicings.corpus import LESSON3
from ..music.chord_chart import chord_chart_svg
from ..music.pitch_class import SHARP_NAMES
from ..music.voicing import frets_of, to_chart
from ..table import Line, Numbers, Table, grid, per, phrase
from .dotnet_numbers import scientific, vec

TITLE = "The index and search"
REVISIONS = ("pin",)
LIMIT, NEAREST = 5, 6  # results per search, and for the voicing's own vector (Lesson3.cs Search)
OPEN_C = "0-1-0-2-3-x"  # open C as GA's index writes it, high E first
RESULTS = [("rank", 5), ("diagram", 14), ("MIDI", 18), ("name", 12), ("score", 0, ".3f")]


@dataclass(frozen=True, eq=False)
class Lesson3:
    """Lesson 3's index, the bytes GA's writer makes of it, and GA's reader over them."""

    index: OptickIndex

    @cached_property
    def data(self) -> bytes:
        return write_index(self.index)

    @cached_property
    def reader(self) -> IndexFile:
        return IndexFile(self.data)


def model(at: str) -> Lesson3:
    return Lesson3(lesson3_index(at))


def corpus(ga: Lesson3) -> Table:
    "The corpus: how many voicings GA's generator makes, by number of notes, and the first three."
    c = ga.index.corpus
    sizes = np.bincount(c.sizes, minlength=7)
    counts = [(phrase("voicings"), len(c))] + [(phrase("  with {notes} notes", notes=n), int(sizes[n]))
                                               for n in range(LESSON3["min_notes"], 7) if sizes[n]]
    first = [(c.diagram(i), ints(c.notes(i)), c.names[i], SHARP_NAMES[int(c.first_played[i]) % 12]) for i in range(3)]
    figures = {"voicings": len(c), **{f"with_{n}_notes": int(sizes[n]) for n in range(3, 7)},
               "frets": LESSON3["fret_count"], "window": LESSON3["window"], "min_notes": LESSON3["min_notes"],
               "first_diagram": c.diagram(0), "first_name": c.names[0], "first_midi": ints(c.notes(0)),
               "distinct_names": len(set(c.names))}
    return Table(phrase("Corpus: GA's VoicingGenerator, standard tuning, {frets} frets, window {window}, at least "
                        "{min_notes} notes", frets=LESSON3["fret_count"], window=LESSON3["window"],
                        min_notes=LESSON3["min_notes"]),
                 [grid([("", 24), ("", 0)], counts, header=False), "first three, as generated:",
                  grid([("diagram", 14), ("MIDI (in order)", 18), ("GA name", 12), ("doc root", 0)], first)], figures)


def header(ga: Lesson3) -> Table:
    "The header GA's writer puts at the front of the file, read back field by field."
    h, size = ga.reader.header, len(ga.data)
    vector_bytes = h["count"] * h["dimension"] * FLOAT_SIZE
    fields = [(phrase("magic"), h["magic"].decode("ascii")), (phrase("format version"), h["version"]),
              (phrase("header size"), h["header_size"]), (phrase("schema hash"), f"0x{h['schema_hash']:08X}"),
              (phrase("endian marker"), f"0x{h['endian_marker']:04X}"), (phrase("dimension"), h["dimension"]),
              (phrase("voicings"), h["count"]), (phrase("instruments"), h["instruments"])]
    groups = [(f"  {name}", phrase("offset {offset}, count {count}", offset=h[f"{name}_offset"], count=h[f"{name}_count"]))
              for name in INSTRUMENTS]
    sections = [
        (phrase("metadata offsets at"), h["metadata_offsets_offset"]),
        (phrase("vectors at"), phrase("{offset} ({count} x {dim} x {width} bytes = {size})", offset=h["vectors_offset"],
                                      count=h["count"], dim=h["dimension"], width=FLOAT_SIZE, size=vector_bytes)),
        (phrase("metadata at"), phrase("{offset} ({length} bytes of msgpack)", offset=h["metadata_offset"],
                                       length=h["metadata_length"])),
        (phrase("sqrt weights, first dims"), phrase("{first} ... ROOT {root}", first=Numbers(vec(ga.reader.weights[:3])),
                                                     root=Numbers(vec(ga.reader.weights[-1:])))),
        (phrase("file size"), phrase("{size} bytes", size=size)),
    ]
    figures = {"magic": h["magic"].decode("ascii"), "version": h["version"], "header_size": h["header_size"],
               "schema_hash": f"0x{h['schema_hash']:08X}", "endian_marker": f"0x{h['endian_marker']:04X}",
               "dimension": h["dimension"], "count": h["count"], "instruments": h["instruments"],
               "offsets_at": h["metadata_offsets_offset"], "offset_bytes": OFFSET_SIZE,
               "offset_table_bytes": h["count"] * OFFSET_SIZE, "vectors_at": h["vectors_offset"],
               "vector_bytes": vector_bytes, "float_bytes": FLOAT_SIZE, "metadata_at": h["metadata_offset"],
               "metadata_bytes": h["metadata_length"], "file_size": size, "last_header_byte": h["header_size"] - 1,
               "last_offset_byte": h["vectors_offset"] - 1, "last_vector_byte": h["metadata_offset"] - 1,
               "first_weight": round(ga.reader.weights[0], 2), "root_weight": round(ga.reader.weights[-1], 2),
               **{f"{name}_count": h[f"{name}_count"] for name in INSTRUMENTS},
               "sections_add_up": h["metadata_offset"] + h["metadata_length"] == size}
    key_values = [("", 24), ("", 0)]
    return Table("The header OptickIndexWriter wrote (little-endian)",
                 [grid(key_values, fields, header=False), grid([("", 10), ("", 0)], groups, header=False),
                  grid(key_values, sections, header=False)], figures)


def reader(ga: Lesson3) -> Table:
    "The file as GA's reader sees it: count, instrument ranges, the first voicing, and its vector against the double one."
    r = ga.reader
    first, meta = r.vector(0), r.metadata(0)
    norm = sum(float(v * v) for v in first)  # float products summed in double, as the program does
    expected = compact(ga.index.raw_vectors[0].astype(np.float64))
    gap = float(np.max(np.abs(expected - first.astype(np.float64))))
    rows = [("Count", r.count), (phrase("guitar range"), Numbers(tuple_text(r.instrument_range("guitar")))),
            (phrase("bass range"), Numbers(tuple_text(r.instrument_range("bass")))),
            (phrase("voicing {index}", index=0), f"{meta.diagram} {meta.quality_inferred} [{ints(meta.midi_notes)}]"),
            (phrase("its squared norm"), phrase("{norm:.3f}", norm=norm)),
            ("max |disk - ExtractCompact|", Numbers(scientific(gap)))]
    figures = {"count": r.count, "guitar_range": tuple_text(r.instrument_range("guitar")),
               "bass_range": tuple_text(r.instrument_range("bass")), "first_diagram": meta.diagram,
               "first_name": meta.quality_inferred, "squared_norm": round(norm, 3), "largest_gap": scientific(gap),
               "stored_equal_written": bool(np.array_equal(r.vectors, ga.index.vectors))}
    no_modal = np.flatnonzero(~ga.index.raw("MODAL").any(axis=1))
    stored = r.vectors.astype(np.float64)
    figures |= {"modal_zero_voicings": len(no_modal), "modal_zero_squared_norm": round(float(stored[no_modal[0]] @ stored[no_modal[0]]), 3),
                "first_modal_zero": r.metadata(int(no_modal[0])).diagram}
    return Table("OptickIndexReader", [grid([("", 24), ("", 0)], rows, header=False)], figures)


def search_cmaj7(ga: Lesson3) -> Table:
    "Cmaj7 searched with the encoder's vector, then with the name filter."
    return chord_search(ga, "Cmaj7")


def search_am7(ga: Lesson3) -> Table:
    "Am7 searched with the encoder's vector, then with the name filter."
    return chord_search(ga, "Am7")


def search_c(ga: Lesson3) -> Table:
    "C searched with the encoder's vector, then with the name filter."
    return chord_search(ga, "C")


def nearest_open_c(ga: Lesson3) -> Table:
    "The voicings nearest open C by its own compact vector, and what FindSimilarVoicingsAsync gives."
    row = ga.index.corpus.diagrams.index(OPEN_C)
    query = compact(ga.index.raw_vectors[row].astype(np.float64)).astype(np.float32)
    hits = semantic_search(ga.index, query[None, :], NEAREST)[0]
    c = ga.index.corpus
    figures = {"open_c": OPEN_C, "open_c_chart": to_chart(OPEN_C), "similar_results": 0, "nearest": len(hits)}
    for rank, h in enumerate(hits, start=1):
        figures |= per(f"rank_{rank}", diagram=c.diagram(h.index), chart=to_chart(c.diagram(h.index)),
                       name=c.names[h.index], score=round(h.score, 3))
    figures["ties_at_top"] = sum(round(h.score, 3) == round(hits[0].score, 3) for h in hits)
    pictures = {f"rank_{rank}": chord_chart_svg(frets_of(c.diagram(h.index)), c.names[h.index])
                for rank, h in enumerate(hits[:2], start=1)}
    return Table(phrase("Nearest voicings to {diagram} (open C), by its own compact vector", diagram=OPEN_C),
                 [results(ga, hits), Line('FindSimilarVoicingsAsync("{open_c}") returned {similar_results} results')],
                 figures, pictures)


def dead_dimensions(ga: Lesson3) -> Table:
    "The dimensions that keep one value over the whole corpus, per partition, and the MODAL slots never set."
    rows, dead, constant, figures = [], 0, 0, {}
    for p in REGISTRY:
        zero, same = unvarying(ga.index.raw(p.name))
        rows.append((p.name, p.dim, zero, same, p.weight32))
        figures |= per(p.name.lower(), always_zero=zero, constant=same, dims=p.dim)
        if p.role == SIMILARITY:
            dead, constant = dead + zero, constant + same
    modal_raw = ga.index.raw("MODAL")
    named = [s for s in modal.slots() if s.constant]
    never = [s.constant for s in named if not modal_raw[:, s.index].any()]
    figures |= {"voicings": len(ga.index), "compact_dimension": COMPACT_DIM, "always_zero": dead, "constant": constant,
                "never_varying": dead + constant, "never_set": len(never), "named_slots": len(named),
                "never_set_names": ", ".join(never), "unnamed_slots": partition("MODAL").dim - len(named),
                "context_weight": round(partition("CONTEXT").weight32, 2)}
    columns = [("partition", 13), ("dims", 5), (phrase("always {zero}", zero=0), 9), ("constant", 9), ("weight", 0, ".2f")]
    return Table(phrase("Dimensions that never vary over the {voicings} voicings", voicings=len(ga.index)),
                 [grid(columns, rows),
                  Line("in the {compact_dimension} compact dims: {always_zero} always 0, {constant} constant"),
                  Line("named MODAL slots never set ({never_set} of {named_slots}): {never_set_names}"),
                  Line("MODAL slots without a name constant: {unnamed_slots}")], figures)


QUESTIONS = [corpus, header, reader, search_cmaj7, search_am7, search_c, nearest_open_c, dead_dimensions]


def chord_search(ga: Lesson3, symbol: str) -> Table:
    """One chord's search: which partitions its query fills, the five best, the five best that pass the filter."""
    read, query = chord_pitch_classes(symbol), chord_vector(symbol, ga.index.revision)
    filled = [p.name for p in PARTITIONS if query[p.compact].any()]
    plain, filtered = hybrid_search_each(ga.index, np.stack([query, query]), [Filters(), Filters(chord_name=symbol)], LIMIT)
    figures = {"symbol": symbol, "filled": ", ".join(filled), "top_score": round(plain[0].score, 3),
               "ceiling": round(sum(partition(p).weight32 for p in filled), 2),
               "filtered_results": len(filtered), "filtered_top_score": round(filtered[0].score, 3) if filtered else 0,
               "results": len(plain)}
    c = ga.index.corpus
    for kind, hits in (("top", plain), ("filtered", filtered)):
        for rank, h in enumerate(hits, start=1):
            figures |= per(f"{kind}_{rank}", diagram=c.diagram(h.index), name=c.names[h.index],
                           score=round(h.score, 3), top_note=max(c.notes(h.index)), bass=min(c.notes(h.index)))
    figures["top_notes_the_root"] = sum(max(c.notes(h.index)) % 12 == read[0] for h in plain) if read else 0
    figures["top_bass_the_root"] = sum(min(c.notes(h.index)) % 12 == read[0] for h in plain) if read else 0
    return Table(phrase('HybridSearchAsync for "{symbol}" (query vector from MusicalQueryEncoder)', symbol=symbol),
                 [Line("query partitions set: {filled}"), results(ga, plain),
                  phrase('with the filter ChordName = "{symbol}":', symbol=symbol), results(ga, filtered)], figures)


def results(ga: Lesson3, hits: list[Hit]):
    """Search results as the program prints them, or "(no results)"."""
    if not hits:
        return phrase("(no results)")
    c = ga.index.corpus
    return grid(RESULTS, [(rank, c.diagram(h.index), ints(c.notes(h.index)), c.names[h.index], h.score)
                          for rank, h in enumerate(hits, start=1)])


def unvarying(raw: np.ndarray) -> tuple[int, int]:
    """How many columns are zero for every voicing, and how many others keep their first value."""
    zero = ~raw.any(axis=0)
    same = (raw == raw[0]).all(axis=0) & ~zero
    return int(zero.sum()), int(same.sum())


def tuple_text(pair: tuple[int, int]) -> str:
    """A (first, count) pair as C# prints a value tuple."""
    return f"({pair[0]}, {pair[1]})"


def ints(values) -> str:
    return " ".join(str(v) for v in values)

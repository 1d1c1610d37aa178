"""Lesson 2, OPTIC-K embeddings: the 240 values GA computes for a chord shape, and what they mean.

The questions read the schema's registry and the constants left beside it, follow six chord
shapes through GA's analysis and voicing document into their raw vectors, lay out open C's 240
values, compare the shapes partition by partition, sweep STRUCTURE over transpositions, and
parse the MCP tool's example diagram. The course runs it at the pin only (`Lesson2.cs`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..ga.optick import embedding_tool, modal
from ..ga.optick.document import INVERSIONS, Documents, parsed_root
from ..ga.optick.document import documents as voicing_documents
from ..ga.optick.embedding import raw_vectors
from ..ga.optick.partitions import structure
from ..ga.optick.revisions import REVISIONS as GA
from ..ga.optick.schema import (LAYOUT, LOOSE_CONSTANTS, PARTITIONS, REGISTRY, TOTAL_DIMENSION, VERSION, partition,
                                schema_hash)
from ..ga.optick.similarity import compact, partition_cosine, weighted_partition_cosine
from ..ga.voicings import Corpus, corpus_of
from ..ga.voicings.analysis import Analysis, analyze
from ..music.pitch_class import OCTAVE, SHARP_NAMES, bitmask
from ..music.set_class import prime_mask, rotate_down
from ..music.voicing import frets_of
from ..pictures.drawings import embedding_strip
from ..table import Column, Line, Numbers, Table, grid, per, phrase
from .dotnet_numbers import fixed, vec

TITLE = "OPTIC-K embeddings"
REVISIONS = ("pin",)
# The six shapes of Lesson2.cs, as a chart writes them (low E first): C, the barre C at the
# third fret, C/E, Cmaj7, Am and G, all open but the barre.
SHAPES = ("x32010", "x35553", "032010", "x32000", "x02210", "320003")
SHOWN_IN_FULL = 24  # a longer partition is printed up to its last non-zero value (Lesson2.cs Partitions)
C_MAJOR = (0, 4, 7)
INVARIANT = 0.9999  # a set class whose every transposition keeps a cosine above this is invariant
ICV_DIMS = slice(12, 19)  # cardinality and the interval-class vector, STRUCTURE's slots 12-18


@dataclass(frozen=True, eq=False)
class Lesson2:
    """The six shapes after GA's pipeline: their corpus, raw vectors, documents and analysis records."""

    corpus: Corpus
    raw: np.ndarray  # (6, 240) float32
    docs: Documents
    records: Analysis

    @cached_property
    def raw_double(self) -> np.ndarray:
        return self.raw.astype(np.float64)


def model(at: str) -> Lesson2:
    corpus = corpus_of([frets_of(shape_diagram(s), low_first=True) for s in SHAPES])
    return Lesson2(corpus, raw_vectors(corpus, GA[at]), voicing_documents(corpus, GA[at]), analyze(corpus))


def schema(ga: Lesson2) -> Table:
    "The registry of partitions, its totals, the compact layout and its hash."
    rows = [(p.name, f"{p.raw_start}-{p.raw_end}", p.dim, p.role, p.weight32) for p in REGISTRY]
    weights = sum(p.weight32 for p in REGISTRY)
    totals = [("TotalDimension", TOTAL_DIMENSION), (phrase("sum of dims"), sum(p.dim for p in REGISTRY)),
              (phrase("sum of weights"), phrase("{weights:.2f}", weights=weights)),
              ("CompactDimension", sum(p.dim for p in PARTITIONS)), ("CompactLayoutV4", LAYOUT),
              ("SchemaHashV4", hex_hash())]
    figures = {"version": VERSION, "total_dimension": TOTAL_DIMENSION, "partitions": len(REGISTRY),
               "similarity_partitions": len(PARTITIONS), "unscored_partitions": len(REGISTRY) - len(PARTITIONS),
               "sum_of_dims": sum(p.dim for p in REGISTRY), "sum_of_weights": round(weights, 2),
               "compact_dimension": sum(p.dim for p in PARTITIONS), "layout": LAYOUT, "schema_hash": hex_hash()}
    for p in REGISTRY:
        figures |= per(p.name.lower(), start=p.raw_start, end=p.raw_end, dims=p.dim, weight=round(p.weight32, 2),
                       role=p.role)
    columns = [("partition", 13), ("raw", 8), ("dims", 5), ("role", 11), ("weight", 0, ".2f")]
    return Table(phrase("EmbeddingSchema.Partitions ({version})", version=VERSION),
                 [grid(columns, rows), grid([("", 23), ("", 0)], totals, header=False)], figures)


def loose_constants(ga: Lesson2) -> Table:
    "The per-partition constants left beside the registry that no longer agree with it."
    rows = [(name, value, registry_value(target)) for name, value, target in LOOSE_CONSTANTS]
    figures = {k: v for name, value, target in LOOSE_CONSTANTS
               for k, v in per(name, value=value, registry=registry_value(target)).items()}
    figures["atonal_modal_never_written"] = partition("ATONAL_MODAL").dim - LOOSE_CONSTANTS[1][1]
    return Table("Loose constants next to the registry", [grid([("constant", 24), ("value", 10), ("registry", 0)], rows)],
                 figures)


def documents(ga: Lesson2) -> Table:
    "The six shapes as GA's voicing document holds them: name, notes, root, inversion, rootless, function."
    rows, figures = [], {}
    for i, shape in enumerate(SHAPES):
        root = int(ga.docs.root[i])
        rows.append((shape, ga.corpus.diagram(i), ga.corpus.names[i], ints(pcs_of(ga.corpus, i)), ints(ga.corpus.notes(i)),
                     f"{root} {SHARP_NAMES[root]}", int(ga.docs.inversion[i]), bool(ga.docs.rootless[i]),
                     ga.docs.harmonic_function))
        figures |= per(shape, diagram=ga.corpus.diagram(i), name=ga.corpus.names[i], doc_root=root,
                       doc_root_name=SHARP_NAMES[root], inversion=int(ga.docs.inversion[i]),
                       rootless=bool(ga.docs.rootless[i]), midi=ints(ga.corpus.notes(i)))
    read_as_digits = [i for i, ident in enumerate(ga.corpus.identities) if ident.root is not None
                      and parsed_root(ident.root, 0) != ident.root]
    changed = [i for i in read_as_digits if ga.docs.inversion[i] != INVERSIONS.get(
        (int(ga.corpus.first_played[i]) - ga.corpus.identities[i].root) % OCTAVE, -1)]
    figures |= {"roots_read_as_digits": len(read_as_digits), "inversions_changed_by_it": len(changed),
                "read_as_digits_shapes": ", ".join(SHAPES[i] for i in read_as_digits)}
    figures |= {"shapes": len(SHAPES), "rootless": int(ga.docs.rootless.sum()),
                "harmonic_function": ga.docs.harmonic_function,
                "root_is_top_note": int(sum(ga.docs.root[i] == max(ga.corpus.notes(i)) % OCTAVE for i in range(len(SHAPES))))}
    columns = [("shape", 7), ("GA diagram", 12), ("GA name", 13), ("pcs", 8), ("MIDI", 15), ("doc root", 8), ("inv", 5),
               ("rootless", 4), ("function", 0)]
    return Table("From a chord shape to GA's voicing document", [grid(columns, rows)], figures)


def positional_records(ga: Lesson2) -> Table:
    "VoicingCharacteristics and PerceptualQualities as the analyzer fills them, fields in the wrong slots."
    r = ga.records
    rows = [(shape, int(r.interval_spread[i]), dotnet_bool(r.is_rootless[i]), dotnet_bool(r.is_open_voicing[i]),
             float(r.consonance[i]), float(r.brightness[i]), float(r.consonance_score[i])) for i, shape in enumerate(SHAPES)]
    figures = {"shapes": len(SHAPES), "rootless": int(r.is_rootless.sum()), "open": int(r.is_open_voicing.sum()),
               "brightness_is_consonance": bool((r.brightness == r.consonance).all()),
               "consonance_score_zero": int((r.consonance_score == 0).sum()),
               "least_span": int(r.interval_spread.min())}
    for i, shape in enumerate(SHAPES):
        figures |= per(shape, span=int(r.interval_spread[i]))
    columns = [("shape", 7), ("span", 7), ("IsRootless", 11), ("IsOpen", 9), ("Consonance", 11, ".3f"),
               ("Brightness", 12, ".3f"), ("ConsonanceScore", 0, ".3f")]
    return Table("VoicingCharacteristics and PerceptualQualities, as VoicingAnalyzer fills them", [grid(columns, rows)],
                 figures)


def open_c(ga: Lesson2) -> Table:
    "Open C's 240 values, partition by partition, and the MODAL slots it sets."
    raw = ga.raw[0]
    rows, figures = [], {}
    for p in REGISTRY:
        values = raw[p.raw]
        rows.append((p.name, f"{int(np.count_nonzero(values)):>3}/{p.dim}", shown(values)))
        figures |= per(p.name.lower(), nonzero=int(np.count_nonzero(values)), dims=p.dim)
    modal_start = partition("MODAL").raw_start
    lit = [i for i in range(modal_start, modal_start + partition("MODAL").dim) if raw[i] != 0]
    slots_set = ", ".join(f"{slot_name(i)}={fixed(raw[i], 2)}" for i in lit)
    figures |= {"shape": SHAPES[0], "name": ga.corpus.names[0], "dimensions": TOTAL_DIMENSION,
                "nonzero": int(np.count_nonzero(raw)), "modal_slots_set": slots_set, "modal_slots_lit": len(lit),
                "modal_slots_names": ", ".join(slot_name(i) for i in lit)}
    intervals = int(modal.intervals_mask(bitmask(pcs_of(ga.corpus, 0)), int(ga.docs.root[0])))
    for slot in (s for s in modal.slots() if modal_start + s.index in lit):
        characteristic = bitmask(slot.characteristic)
        figures |= per(slot.constant.lower(), modal_score=float(raw[modal_start + slot.index]),
                       characteristic=len(slot.characteristic),
                       characteristic_sounded=bin(intervals & characteristic).count("1"))
    strip = embedding_strip([(p.name, raw[p.raw].tolist(), p.weight32) for p in REGISTRY],
                            phrase("{vector}: {values} values", vector=f"OPTIC-K {SHAPES[0]} {ga.corpus.names[0]}",
                                   values=TOTAL_DIMENSION))
    return Table(phrase("The {dimensions} values of {shape} ({name}), partition by partition",
                        dimensions=TOTAL_DIMENSION, shape=SHAPES[0], name=ga.corpus.names[0]),
                 [grid([("", 12), ("", 7), ("", 0)], rows, header=False),
                  phrase("MODAL slots set: {slots}", slots=Numbers(slots_set))],
                 figures, {"strip": strip})


def similarity(ga: Lesson2) -> Table:
    "Each shape against open C: the cosine of every similarity partition, GA's weighted score, the compact dot product."
    a = ga.raw_double[0]
    rows, figures = [], {}
    for i, shape in enumerate(SHAPES[1:], start=1):
        b = ga.raw_double[i]
        cosines = {p.name.lower(): partition_cosine(a, b, p.name) for p in PARTITIONS}
        weighted, dot = weighted_partition_cosine(a, b), float(compact(a) @ compact(b))
        rows.append((f"{SHAPES[0]} {shape}", *cosines.values(), weighted, dot))
        figures |= per(shape, **{k: round(v, 3) for k, v in cosines.items()}, weighted=round(weighted, 3),
                       compact_dot=round(dot, 3), name=ga.corpus.names[i])
    figures |= {"self_score": round(weighted_partition_cosine(a, a), 3), "compared": len(rows),
                "context_always_one": all(round(r[3], 12) == 1 for r in rows),
                "dot_equals_weighted": all(abs(r[-1] - r[-2]) < 1e-6 for r in rows)}
    columns = [Column("pair", 16), *(Column(p.name.lower(), w, ".3f", heading=phrase("{partition}", partition=p.name))
                                     for p, w in zip(PARTITIONS, (10, 11, 8, 9, 6, 6))),
               ("weighted", 9, ".3f"), ("compact dot", 0, ".3f")]
    return Table("Cosine per partition, and GA's weighted score, against open C",
                 [grid(columns, rows), Line("open C with itself: {self_score:.3f}")], figures)


def transpositions(ga: Lesson2) -> Table:
    "STRUCTURE of C major against its transpositions, and the sweep over every set class of two notes or more."
    base = structure(np.array([bitmask(C_MAJOR)]))[0]
    rows = []
    for t in range(1, OCTAVE):
        moved = tuple(sorted((pc + t) % OCTAVE for pc in C_MAJOR))
        vt = structure(np.array([bitmask(moved)]))[0]
        rows.append((t, ints(moved), cos(base, vt), cos(base[ICV_DIMS], vt[ICV_DIMS])))
    minimums = set_class_minimums()
    sweep = [(phrase("set classes swept"), len(minimums)),
             (phrase("invariant (min cosine > {threshold})", threshold=INVARIANT), int((minimums > INVARIANT).sum())),
             (phrase("mean of the minimum cosines"), phrase("{mean:.3f}", mean=float(minimums.mean()))),
             (phrase("worst minimum cosine"), phrase("{worst:.3f}", worst=float(minimums.min())))]
    structure_cosines = [r[2] for r in rows]
    figures = {"transpositions": len(rows), "lowest": round(min(structure_cosines), 3),
               "highest": round(max(structure_cosines), 3), "icv_always_one": all(round(r[3], 12) == 1 for r in rows),
               "set_classes": len(minimums), "invariant": int((minimums > INVARIANT).sum()),
               "mean_minimum": round(float(minimums.mean()), 3), "worst_minimum": round(float(minimums.min()), 3),
               "threshold": INVARIANT}
    columns = [Column("T", 4), Column("pcs", 10),
               Column("structure", 10, ".3f", heading=phrase("{partition}", partition="STRUCTURE")),
               Column("icv dims", 0, ".3f")]
    return Table(phrase("STRUCTURE of C major ({pcs}) against its {count} transpositions (TheoryVectorService)",
                        pcs=ints(C_MAJOR), count=OCTAVE - 1),
                 [grid(columns, rows), grid([("", 33), ("", 0)], sweep, header=False)], figures)


def mcp_diagram(ga: Lesson2) -> Table:
    "The MCP tool's example diagram, read high E first as its parser does, beside the chart it was meant to be."
    frets, tuning = embedding_tool.parse_diagram(embedding_tool.EXAMPLE)
    parsed = corpus_of([frets], tuning)
    shapes = [(phrase("the MCP tool's parser"), parsed, 0), (phrase("chord chart {shape}", shape=SHAPES[0]), ga.corpus, 0)]
    rows = [(who, c.diagram(i), ints(c.notes(i)), c.names[i], ints(pcs_of(c, i))) for who, c, i in shapes]
    figures = {"example": embedding_tool.EXAMPLE, "parsed_diagram": parsed.diagram(0), "parsed_midi": ints(parsed.notes(0)),
               "parsed_name": parsed.names[0], "parsed_pcs": ints(pcs_of(parsed, 0)), "chart_shape": SHAPES[0],
               "chart_diagram": ga.corpus.diagram(0), "chart_name": ga.corpus.names[0]}
    columns = [("parsed by", 22), ("GA diagram", 12), ("MIDI", 16), ("GA name", 16), ("pcs", 0)]
    return Table(phrase("ga_generate_voicing_embedding's example diagram, {diagram}", diagram=embedding_tool.EXAMPLE),
                 [grid(columns, rows)], figures)


QUESTIONS = [schema, loose_constants, documents, positional_records, open_c, similarity, transpositions, mcp_diagram]


def shape_diagram(shape: str) -> str:
    """A compact chart shape ("x32010") with hyphens, as `frets_of` reads diagrams."""
    return "-".join(shape)


def shown(values: np.ndarray):
    """A partition's values as the program prints them: a long one up to its last non-zero value."""
    if len(values) <= SHOWN_IN_FULL:
        return Numbers(vec(values))
    nonzero = np.flatnonzero(values)
    kept = values[: nonzero[-1] + 1] if len(nonzero) else values[:0]
    return phrase("{values} (+{zeros} zeros)", values=Numbers(vec(kept)), zeros=len(values) - len(kept))


def slot_name(raw_index: int) -> str:
    """A MODAL slot by its EmbeddingSchema constant's name, or "slot N" for the seven without one."""
    by_index = {partition("MODAL").raw_start + s.index: s.constant for s in modal.slots()}
    return by_index.get(raw_index, f"slot {raw_index}")


def set_class_minimums() -> np.ndarray:
    """For each set class of two notes or more, STRUCTURE's least cosine with its eleven transpositions."""
    classes = sorted({prime_mask(pc for pc in range(OCTAVE) if m >> pc & 1) for m in range(1 << OCTAVE)
                      if bin(m).count("1") >= 2})
    bases = structure(np.array(classes))
    moved = [structure(np.array([rotate_down(m, OCTAVE - t) for m in classes])) for t in range(1, OCTAVE)]
    cosines = np.stack([(bases * v).sum(axis=1) / np.linalg.norm(bases, axis=1) / np.linalg.norm(v, axis=1) for v in moved])
    return cosines.min(axis=0)


def pcs_of(corpus: Corpus, i: int) -> tuple[int, ...]:
    return tuple(pc for pc in range(OCTAVE) if int(corpus.masks[i]) >> pc & 1)


def registry_value(name: str) -> int:
    return TOTAL_DIMENSION if name == "TotalDimension" else partition(name).dim


def hex_hash() -> str:
    return f"0x{schema_hash():08X}"


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b / np.linalg.norm(a) / np.linalg.norm(b))


def dotnet_bool(value) -> str:
    """A bool as the program prints it: C#'s "True" and "False"."""
    return "True" if value else "False"


def ints(values) -> str:
    return " ".join(str(v) for v in values)

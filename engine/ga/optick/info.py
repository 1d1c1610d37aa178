"""The five partitions GA stores but never scores: IDENTITY, EXTENSIONS, SPECTRAL, HIERARCHY, ATONAL_MODAL.

Follows `Common/GA.Business.ML/Embeddings/MusicalEmbeddingGenerator.cs` at the pin (snapshot
c781df5c): IDENTITY from `IdentityVectorService.cs` 23-47 (a voicing is also a chord and a
pitch-class set), EXTENSIONS from `ComputeExtensions` (205-327, constants in `EmbeddingSchema.cs`
445-487), SPECTRAL from `PopulateSpectralPartition` (172-200) and `PhaseSphereService.cs` 97-177 and
380-403, HIERARCHY from `ComplexityCalculator.cs` 25-88 (one value, at 149), ATONAL_MODAL from
`ModalVectorService.ComputeAtonalModalEmbedding` (114-163) over `PitchClassSet.cs` 104-321 and
`ModalFamily.cs` 108-131. Quirks kept: the document's consonance is always 0 (so tension 1, see
`document`), its root is the first played string's note (so the root is never missing and
never doubled among the distinct pitch classes), and ATONAL_MODAL is sized by the loose
`AtonalModalDim`, 17, so GA writes 17 of its 64 values. Every value is computed in double and
stored as a float, as the generator does.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ...music.pitch_class import OCTAVE
from ...music.set_class import all_interval_class_vectors
from ..tags.sets import modal_families
from ..voicings import Corpus
from .schema import ATONAL_MODAL_WRITTEN

MIN_MIDI, MIDI_RANGE = 40, 48.0  # EmbeddingSchema.MinMidi, MaxMidi - MinMidi (445-448)
LOW, HIGH = 52, 76  # LowThreshold, HighThreshold (451, 454)
SPREAD_MAX, SPAN_MAX = 12.0, 48.0  # SpreadMax, SpanMax (457, 460)
CLOSE, OPEN_SPAN = 2, 12  # CloseIntervalThreshold, OpenPositionThreshold (463, 466)
IDENTITY_VOICING = (1, 0, 1, 0, 0, 1)  # Chord, Voicing and PitchClassSet set for a voicing
COMPLEXITY_BY_SIZE = (0, 0, 1, 2, 3, 4, 4, 6, 6, 6, 6, 6, 6)  # ComplexityLevel by distinct notes, out of 6
HERO = 0.5  # a MODAL value above this marks a "hero mode" (ModalVectorService.cs 137-139)
POPCOUNT = np.array([bin(m).count("1") for m in range(1 << OCTAVE)])


def identity(n: int) -> np.ndarray:
    """IDENTITY of n voicings, (n, 6)."""
    return np.tile(np.array(IDENTITY_VOICING, dtype=np.float64), (n, 1))


def hierarchy(masks: np.ndarray) -> np.ndarray:
    """HIERARCHY, (n, 15): the complexity level of the distinct notes at 149, nothing after it."""
    out = np.zeros((len(masks), 15))
    out[:, 0] = np.array(COMPLEXITY_BY_SIZE)[POPCOUNT[np.asarray(masks)]] / 6.0
    return out


def extensions(corpus: Corpus, root: np.ndarray, consonance: float) -> np.ndarray:
    """EXTENSIONS, (n, 18), from the notes, the document's root and its consonance."""
    notes = np.where(corpus.played, corpus.midi, 0).astype(np.float64)
    n, pcs = corpus.played.sum(axis=1), corpus.masks
    ordered = corpus.sorted_midi.astype(np.float64)  # unplayed strings last, above every note
    mean = notes.sum(axis=1) / n
    deviation = np.sqrt((np.where(corpus.played, notes - mean[:, None], 0.0) ** 2).sum(axis=1) / n)
    top_note = np.where(corpus.played, corpus.midi, -1).max(axis=1)
    span = top_note - corpus.lowest
    gaps = np.diff(ordered, axis=1)
    adjacent = np.arange(ordered.shape[1] - 1)[None, :] < (n - 1)[:, None]
    close = adjacent & (gaps <= CLOSE)
    pairs = np.maximum(1, n - 1)
    midpoint_weight = 1 - clamp01(((ordered[:, :-1] + ordered[:, 1:]) / 2 - MIN_MIDI) / MIDI_RANGE)
    tension, stability = 1.0 - consonance, consonance
    doubling = (n - POPCOUNT[pcs]) / np.maximum(1, n)
    spread = clamp01(deviation / SPREAD_MAX)
    clustering = clamp01(close.sum(axis=1) / pairs)
    top = top_note % OCTAVE
    out = np.zeros((len(corpus), 18))
    out[:, 0] = clamp01(stability * (1.0 - tension))
    out[:, 1] = clamp01(0.7 * tension + 0.3 * (1.0 - stability))
    out[:, 2] = clamp01(doubling)
    # 81 and 92, root and fifth doubled, count them among the distinct pitch classes: never twice, so 0.
    out[:, 4] = clamp01(((top - root + OCTAVE) % OCTAVE) / 11.0)
    out[:, 5] = clamp01(0.5 * doubling + 0.7 * (1 - spread) - 0.3 * clustering)
    out[:, 6] = clamp01((mean - MIN_MIDI) / MIDI_RANGE)
    out[:, 7] = spread
    out[:, 8] = (corpus.played & (corpus.midi < LOW)).sum(axis=1) / n
    out[:, 9] = (corpus.played & (corpus.midi > HIGH)).sum(axis=1) / n
    out[:, 10] = clustering
    out[:, 11] = clamp01(np.where(close, midpoint_weight, 0.0).sum(axis=1) / pairs)
    out[:, 12] = clamp01(span / SPAN_MAX)
    out[:, 13] = (has(pcs, root + 4).astype(int) + has(pcs, root + 3)) > 1  # both thirds among the pitch classes
    out[:, 15] = span > OPEN_SPAN
    out[:, 16] = (corpus.played & (corpus.midi > LOW) & (corpus.midi < HIGH)).sum(axis=1) / np.maximum(1, n)
    out[:, 17] = ~has(pcs, root)
    return out


def spectral(corpus: Corpus) -> np.ndarray:
    """SPECTRAL, (n, 13): six magnitudes and six phases of the weighted chroma's DFT, then 1 - entropy."""
    chroma = weighted_chroma(corpus)
    top = chroma.max(axis=1, keepdims=True)
    spectrum = dft(np.divide(chroma, top, out=np.zeros_like(chroma), where=top > 0))
    norm = np.sqrt((np.abs(spectrum) ** 2).sum(axis=1, keepdims=True))
    sphere = np.where(norm >= 1e-10, spectrum / np.where(norm >= 1e-10, norm, 1.0), 0)
    out = np.zeros((len(corpus), 13))
    out[:, :6] = clamp01(np.abs(sphere))
    out[:, 6:12] = clamp01((np.angle(sphere) + np.pi) / (2.0 * np.pi))
    out[:, 12] = np.clip(1.0 - spectral_entropy(corpus.masks), 0.0, 1.0)
    return out


def weighted_chroma(corpus: Corpus) -> np.ndarray:
    """Per pitch class, each note's weight summed: 1, +0.5 for the lowest note, +0.5 for the highest."""
    midi, played = corpus.midi.astype(np.int64), corpus.played
    low = corpus.lowest[:, None]
    high = np.where(played, midi, -1).max(axis=1)[:, None]
    weight = np.where(played, 1.0 + 0.5 * (midi == low) + 0.5 * (midi == high), 0.0)
    chroma = np.zeros((len(corpus), OCTAVE))
    for string in range(midi.shape[1]):  # in string order, as GA sums them
        np.add.at(chroma, (np.arange(len(corpus)), midi[:, string] % OCTAVE), weight[:, string])
    return chroma


def dft(chroma: np.ndarray) -> np.ndarray:
    """DFT coefficients k = 1..6 of 12-value rows, summed in GA's order, (n, 6) complex."""
    k = np.arange(1, 7)
    real, imag = np.zeros((len(chroma), 6)), np.zeros((len(chroma), 6))
    for n in range(OCTAVE):
        angle = -2.0 * np.pi * k * n / OCTAVE
        real += chroma[:, n:n + 1] * np.cos(angle)
        imag += chroma[:, n:n + 1] * np.sin(angle)
    return real + 1j * imag


@lru_cache(maxsize=1)
def entropy_table() -> np.ndarray:
    """`ComputeSpectralEntropy` of every 12-bit set, normalized by ln 6, read-only."""
    masks = np.arange(1 << OCTAVE)
    chroma = ((masks[:, None] >> np.arange(OCTAVE)) & 1).astype(np.float64)
    power = np.abs(dft(chroma)) ** 2
    total = power.sum(axis=1, keepdims=True)
    share = np.divide(power, total, out=np.zeros_like(power), where=total >= 1e-10)
    terms = np.where(power > 1e-10, -share * np.log(np.where(share > 0, share, 1.0)), 0.0)
    table = np.where(total[:, 0] >= 1e-10, terms.sum(axis=1) / np.log(6), 0.0)
    table.setflags(write=False)
    return table


def spectral_entropy(masks: np.ndarray) -> np.ndarray:
    return entropy_table()[np.asarray(masks)]


def atonal_modal(masks: np.ndarray, modal: np.ndarray) -> np.ndarray:
    """ATONAL_MODAL, (n, 64): the set's place in its modal family and its atonal measures; MODAL gives the hero flag."""
    out = np.zeros((len(masks), 64))
    out[:, :ATONAL_MODAL_WRITTEN] = atonal_table()[np.asarray(masks)]
    out[:, 3] = (np.asarray(modal) > HERO).any(axis=1)
    return out


@lru_cache(maxsize=1)
def atonal_table() -> np.ndarray:
    """The 17 values GA writes for every 12-bit set (the hero flag, which needs the root, left 0), read-only."""
    masks = np.arange(1 << OCTAVE)
    size = POPCOUNT[masks]
    icv = all_interval_class_vectors().astype(np.float64)
    rank, family, z = family_measures()
    table = np.zeros((1 << OCTAVE, ATONAL_MODAL_WRITTEN))
    table[:, 0] = np.clip(rank / np.maximum(1, family - 1), 0, 1)
    table[:, 1] = np.clip(family / 12.0, 0, 1)
    table[:, 2] = family == 1
    pairs = size * (size - 1) / 2.0
    table[:, 4:10] = np.divide(icv, pairs[:, None], out=np.zeros_like(icv), where=pairs[:, None] > 0)
    table[:, 10] = prime_ids() / 4095.0
    table[:, 11] = step_entropy(masks)
    table[:, 12] = np.where(size <= 1, 0.5, OCTAVE / np.maximum(size, 1) / 6.0)  # the steps around the circle add up to 12
    total = icv.sum(axis=1)
    table[:, 13] = np.divide(icv[:, 2:5].sum(axis=1), total, out=np.zeros_like(total), where=total > 0)
    table[:, 14] = np.divide(icv[:, [0, 1, 5]].sum(axis=1), total, out=np.zeros_like(total), where=total > 0)
    table[:, 15] = center_of_gravity(masks)
    table[:, 16] = z
    table.setflags(write=False)
    return table


def family_measures() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per 12-bit set: its index in its modal family (-1 if it is not a member), the family's size, Z-related."""
    vectors = [tuple(v) for v in all_interval_class_vectors().tolist()]
    families = modal_families()
    rank, size, z = np.full(1 << OCTAVE, -1.0), np.zeros(1 << OCTAVE), np.zeros(1 << OCTAVE)
    for mask, icv in enumerate(vectors):
        members = families.get(icv, ())
        size[mask] = len(members)
        rank[mask] = members.index(mask) if mask in members else -1
        z[mask] = len(members) > 1 and any(prime_ids()[m] != prime_ids()[members[0]] for m in members)
    return rank, size, z


@lru_cache(maxsize=1)
def prime_ids() -> np.ndarray:
    """The smallest 12-bit id among each set's transpositions and inversions (GA's prime form)."""
    masks = np.arange(1 << OCTAVE)
    inverted = np.zeros_like(masks)
    for pc in range(OCTAVE):
        inverted |= ((masks >> pc) & 1) << ((-pc) % OCTAVE)
    best = masks.copy()
    for form in (masks, inverted):
        for t in range(OCTAVE):
            best = np.minimum(best, ((form >> t) | (form << (OCTAVE - t))) & ((1 << OCTAVE) - 1))
    best.setflags(write=False)
    return best


def step_entropy(masks: np.ndarray) -> np.ndarray:
    """The Shannon entropy (base 2) of each set's steps between neighbouring pitch classes, over log2 12."""
    bits = ((masks[:, None] >> np.arange(OCTAVE)) & 1).astype(bool)
    gap = np.zeros(bits.shape, dtype=np.int64)  # from each member up to the next one, around the circle
    for step in range(OCTAVE, 0, -1):
        gap = np.where(np.roll(bits, -step, axis=1), step, gap)
    size = POPCOUNT[masks][:, None]
    counts = np.stack([(bits & (gap == step)).sum(axis=1) for step in range(1, OCTAVE + 1)], axis=1)
    share = counts / np.maximum(size, 1)
    terms = np.where(counts > 0, -share * np.log2(np.where(counts > 0, share, 1.0)), 0.0)
    return np.where(size[:, 0] > 1, terms.sum(axis=1) / np.log2(12), 0.0)


def center_of_gravity(masks: np.ndarray) -> np.ndarray:
    """The mean angle of the pitch classes on the circle, as a fraction of a turn from -pi (0 for none)."""
    x, y = np.zeros(len(masks)), np.zeros(len(masks))
    for pc in range(OCTAVE):  # ascending, as GA sums them
        member = (masks >> pc) & 1
        x += np.where(member, np.cos(pc * np.pi / 6.0), 0.0)
        y += np.where(member, np.sin(pc * np.pi / 6.0), 0.0)
    return np.where(POPCOUNT[masks] > 0, (np.arctan2(y, x) + np.pi) / (2 * np.pi), 0.0)


def has(masks: np.ndarray, pcs: np.ndarray) -> np.ndarray:
    """Whether each set holds the pitch class given for it."""
    return ((np.asarray(masks) >> (np.asarray(pcs) % OCTAVE)) & 1).astype(bool)


def clamp01(values):
    return np.minimum(1.0, np.maximum(0.0, values))

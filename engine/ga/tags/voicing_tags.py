"""The tags GA's voicing analysis gives every voicing, and the SYMBOLIC bits they set.

Follows, at the pin (snapshot c781df5c): `VoicingAnalyzer.AnalyzeEnhanced` (VoicingAnalyzer.cs
96-204: mode tags 111-141 and 170-174, the drop tag 176-179), `VoicingHarmonicAnalyzer` (10-58
and the tags 170-207), `VoicingPhysicalAnalyzer` (15-233, CAGED 253-343), `ChordClassificationEngine`
(27-174) through `VoicingTagEnricher`, then `MusicalEmbeddingGenerator` 109-115 and
`SymbolicVectorService` 15-32: every tag the registry knows sets its bit. GA's quirks are kept:
the analyzer's "IsRootless" is "spans more than an octave" and its "IsOpenVoicing" is always
false (positional arguments, VoicingHarmonicAnalyzer.cs 31-43), and the CAGED detector reads
string 1 where it means string 6.

`MAIN` is main's analysis (f4f5b4a), which cannot be read: all three of its changes are
**inferred** from the course's main outputs (ga-query-reader.md, "The model of main", changes
4-6), and reproduce l21-main's tag and rootless tables. "IsOpenVoicing" becomes "spans more
than an octave", so open-voicing, dreamy, stable and resonant follow it (GA's #689, item 4);
the CAGED detector reads string 6 first (#689, item 13); and "beginner" is broader, by a rule
fitted to the data with no upstream record (`physical.main_beginner`). "IsRootless" is kept as
at the pin: its tags only repeat bits 0 and 7, so no figure can tell.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ...music.pitch_class import OCTAVE
from .physical import barre_required, caged_shapes, fret_span_score, main_beginner, string_set
from .registry import SymbolicTagRegistry
from .sets import mode_tags

REGISTER_BANDS = ((50, "register:low"), (58, "register:mid-low"), (67, "register:mid"), (76, "register:mid-high"))
DISSONANT_INTERVALS = (1, 6)  # minor second, tritone, mod 12 (VoicingHarmonicAnalyzer.cs 151-168)
SEVENTH_OR_BEYOND = frozenset({"7th", "9th", "11th", "13th"})  # ChordIdentification.cs 96-100
POPCOUNT = np.array([bin(m).count("1") for m in range(1 << OCTAVE)])


@dataclass(frozen=True)
class AnalyzerRevision:
    """Where GA's voicing analysis differs between the pin and main."""

    name: str
    open_voicing_by_span: bool  # main: IsOpenVoicing = span > 12 (pin: always false)
    caged_low_first: bool  # main: the CAGED detector reads string 6 first
    main_beginner: bool  # main: a broader "beginner" (fitted, see physical.main_beginner)


PIN = AnalyzerRevision("pin", False, False, False)
MAIN = AnalyzerRevision("main", True, True, True)


@dataclass(frozen=True)
class VoicingFacts:
    """What the tags are computed from, one row per voicing in index order."""

    frets: np.ndarray  # (n, 6) ints, string 1 (high E) first, -1 = muted
    midi: np.ndarray  # (n, 6) ints, same order, -1 = muted
    quality: np.ndarray  # (n,) the recognizer's quality: "major", "dominant", "dyad", "set-class", ...
    extension: np.ndarray  # (n,) its extension: "triad", "7th", "dyad", "" for none

    @cached_property
    def qualities(self) -> tuple[np.ndarray, np.ndarray]:
        """The distinct qualities, sorted, and each voicing's place among them: three rules read them,
        and sorting the 15,360 names took each 8 ms."""
        names, inverse = np.unique(self.quality, return_inverse=True)
        return names, inverse.ravel()


def symbolic_bits(facts: VoicingFacts, registry: SymbolicTagRegistry, revision: AnalyzerRevision = PIN) -> np.ndarray:
    """The (n, 12) SYMBOLIC partition: 1 on each bit a voicing's tags reach in the registry."""
    bits = np.zeros((len(facts.frets), 12))
    for tag, carriers in voicing_tags(facts, revision).items():
        bit = registry.bit_of(tag)
        if bit is not None:
            bits[carriers, bit] = 1.0
    return bits


def voicing_tags(facts: VoicingFacts, revision: AnalyzerRevision = PIN) -> dict[str, np.ndarray]:
    """Each tag the analysis gives, with which voicings carry it (a boolean per voicing)."""
    notes = Notes.of(facts)
    tags: dict[str, np.ndarray] = {}
    for part in (harmonic_tags(facts, notes), physical_tags(facts, revision),
                 mode_tags(notes.masks), drop_tags(notes), enricher_tags(facts, notes, revision)):
        for tag, carriers in part.items():
            tags[tag] = tags[tag] | carriers if tag in tags else carriers
    return tags


@dataclass(frozen=True)
class Notes:
    """The sounding notes' measures GA's rules read, per voicing."""

    count: np.ndarray  # notes played
    spread: np.ndarray  # highest minus lowest MIDI note
    mean: np.ndarray  # mean MIDI note
    dissonance: np.ndarray  # note pairs a minor second or a tritone apart, mod 12
    masks: np.ndarray  # the pitch classes as 12-bit sets
    drop2: np.ndarray  # raising the lowest note an octave closes the voicing (4 notes or more)

    @property
    def consonance(self) -> np.ndarray:
        return 1.0 - np.minimum(self.dissonance / 10.0, 1.0)

    @property
    def pitch_class_count(self) -> np.ndarray:
        return POPCOUNT[self.masks]

    @classmethod
    def of(cls, facts: VoicingFacts) -> "Notes":
        played = facts.midi >= 0
        count = played.sum(axis=1)
        high = np.where(played, facts.midi, -1).max(axis=1)
        ordered = np.sort(np.where(played, facts.midi, 1000), axis=1)
        low, second = ordered[:, 0], ordered[:, 1]
        gaps = np.abs(facts.midi[:, :, None] - facts.midi[:, None, :]) % OCTAVE
        pairs = played[:, :, None] & played[:, None, :] & np.triu(np.ones((6, 6), bool), 1)
        dissonance = (pairs & np.isin(gaps, DISSONANT_INTERVALS)).sum(axis=(1, 2)).astype(float)
        masks = np.bitwise_or.reduce(np.where(played, 1 << (facts.midi % OCTAVE), 0), axis=1)
        raised = low + OCTAVE  # VoicingHarmonicAnalyzer.cs 46-58
        drop2 = (count >= 4) & (np.maximum(high, raised) - np.minimum(second, raised) <= OCTAVE)
        mean = np.where(played, facts.midi, 0).sum(axis=1) / count
        return cls(count, high - low, mean, dissonance, masks, drop2)


def harmonic_tags(facts: VoicingFacts, notes: Notes) -> dict[str, np.ndarray]:
    """VoicingHarmonicAnalyzer.GenerateSemanticTags (170-207)."""
    tags = {
        "consonant": notes.consonance > 0.7, "dissonant": notes.consonance < 0.3,
        "wide-voicing": notes.spread > 24, "close-voicing": notes.spread < 12,
        "dark": notes.consonance < 0.4, "balanced": (notes.spread > 12) & (notes.spread < 24),
    }
    names, inverse = facts.qualities
    for k, quality in enumerate(names):
        has = inverse == k
        tags[quality.lower()] = has
        if any(word in quality.lower() for word in ("sus2", "sus4", "add9")):
            tags["pop"] = tags.get("pop", False) | has
        if any(word in quality.lower() for word in ("diminished", "augmented", "alt")):
            tags["tension"] = tags.get("tension", False) | has
    return tags


def physical_tags(facts: VoicingFacts, revision: AnalyzerRevision) -> dict[str, np.ndarray]:
    """VoicingPhysicalAnalyzer.GeneratePhysicalTags (187-215)."""
    frets = facts.frets
    fretted, opened = frets > 0, frets == 0
    max_fret = np.where(fretted, frets, 0).max(axis=1)
    min_fret = np.where(fretted, frets, 99).min(axis=1)
    stretch = np.where(fretted.any(axis=1), max_fret - min_fret, 0)
    span_score, barre = fret_span_score(frets), barre_required(frets)
    beginner = (span_score <= 0.8) & ~barre & opened.any(axis=1)
    if revision.main_beginner:
        beginner = main_beginner(frets)
    advanced = ~beginner & ((span_score > 1.2) | (barre & (stretch >= 4)))
    used = frets >= 0
    tags = {
        "open-position": max_fret <= 4, "low-position": (max_fret > 4) & (max_fret <= 7),
        "beginner": beginner, "easy-to-play": beginner, "advanced": advanced, "technical": advanced,
        "intermediate": ~beginner & ~advanced, "barre-chord": barre,
        "open-strings": opened.any(axis=1), "ambient-open": opened.sum(axis=1) >= 3,
        "shell-voicing": (used.sum(axis=1) >= 3) & (used.sum(axis=1) <= 4),
        "thumb-chord": (stretch >= 5) & (frets[:, 0] > 0), "physically-challenging": stretch > 6,
        "string-skips": string_skips(used) > 0,
    }
    for shape, carriers in caged_shapes(frets[:, ::-1] if revision.caged_low_first else frets).items():
        tags[shape] = carriers
    for name, carriers in string_set(used).items():
        tags[name] = carriers
    return tags


def string_skips(used: np.ndarray) -> np.ndarray:
    """Strings left out between the outermost played strings."""
    strings = np.arange(used.shape[1])
    first = np.where(used, strings, 99).min(axis=1)
    last = np.where(used, strings, -1).max(axis=1)
    return (last - first + 1) - used.sum(axis=1)


def drop_tags(notes: Notes) -> dict[str, np.ndarray]:
    """The drop voicing's name, lower-cased (VoicingAnalyzer.cs 176-179)."""
    return {"drop-2": notes.drop2}


def enricher_tags(facts: VoicingFacts, notes: Notes, revision: AnalyzerRevision) -> dict[str, np.ndarray]:
    """ChordClassificationEngine.Classify (27-174): register, mood, style and technique."""
    n = len(facts.frets)
    minorish, majorish = quality_leanings(facts)
    extended = np.isin(facts.extension, list(SEVENTH_OR_BEYOND))
    rootless = notes.spread > 12  # GA's "IsRootless" (see the module's docstring)
    open_voicing = notes.spread > 12 if revision.open_voicing_by_span else np.zeros(n, bool)
    tense = notes.dissonance > 0.65  # a count of pairs: one is enough, and it is the only mood
    calm = ~tense
    tags = register_tags(notes.mean)
    tags |= {
        "tense": tense,
        "dreamy": calm & extended & (notes.drop2 | open_voicing) & (notes.mean >= 58),
        "bright": calm & majorish & (notes.mean >= 67) & (notes.consonance >= 0.60),
        "melancholy": calm & minorish & (notes.mean < 60),
        "sad": calm & minorish & (notes.mean < 60),
        "stable": calm & (notes.consonance >= 0.75) & (notes.pitch_class_count <= 4) & ~open_voicing & ~notes.drop2,
        "resonant": calm & open_voicing & (notes.spread >= 14),
        "jazz": extended, "neo-soul": rootless & extended, "rootless": rootless,
        "open-voicing": open_voicing, "closed-voicing": ~open_voicing,
        "drop-2-voicings": notes.drop2,
    }
    tags |= style_by_name(facts, notes, open_voicing)
    tags["shell-voicing"] = rootless & (notes.pitch_class_count == 3)
    return tags


def style_by_name(facts: VoicingFacts, notes: Notes, open_voicing: np.ndarray) -> dict[str, np.ndarray]:
    """The style tags GA gives by a quality's short name (ClassifyStyle, 138-150).

    GA's qualities are words ("power", "major"), so neither rule fires on the recognizer's
    output; they are kept so that the model says so rather than assumes it.
    """
    names, inverse = facts.qualities
    lowered = np.array([q.lower() for q in names], dtype=object)
    power = np.array([q == "5" or q.startswith("5 ") or q.endswith(" 5") for q in lowered], dtype=bool)[inverse]
    simple = np.isin(lowered, ["maj", "", "m", "min"])[inverse] & (notes.pitch_class_count <= 5)
    return {"rock-guitar": power, "power-chord": power, "campfire-chord": simple & open_voicing}


def register_tags(mean: np.ndarray) -> dict[str, np.ndarray]:
    """The register band of the mean MIDI note (by the band's number: comparing names took longer than the rest)."""
    names = [name for _, name in REGISTER_BANDS] + ["register:high"]
    band = np.full(len(mean), len(REGISTER_BANDS))
    for k, (edge, _) in reversed(list(enumerate(REGISTER_BANDS))):
        band[mean < edge] = k
    found = sorted((names[k], k) for k in np.unique(band).tolist())
    return {name: band == k for name, k in found}


def quality_leanings(facts: VoicingFacts) -> tuple[np.ndarray, np.ndarray]:
    """GA's minor-ish and major-ish reading of a quality's name (ClassifyMood, 68-70)."""
    def minorish(q: str) -> bool:
        return "min" in q or (q.startswith("m") and not q.startswith("maj"))

    names, inverse = facts.qualities
    lowered = [q.lower() for q in names]
    minor = np.array([minorish(q) for q in lowered], dtype=bool)
    major = np.array([("maj" in q) or (not minorish(q) and "dim" not in q and "aug" not in q) for q in lowered], dtype=bool)
    return minor[inverse], major[inverse]

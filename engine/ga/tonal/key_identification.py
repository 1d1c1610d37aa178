"""KeyIdentificationService: the chord symbols a question holds, and the 30 keys scored against them.

At the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/KeyIdentificationService.cs`:
`ExtractChords` (185-189) takes every match of ChordPattern (211, in `routing/data/predicates.tsv`),
repeats dropped ignoring case; `ParseChordRootAndQuality` (126-143) normalizes the symbol
(NormalizeChord, 205-209: the tail from an optional maj/min/aug/sus/add and a digit cut, A#, D#, G#
respelled as flats), reads a root of one letter and one accidental, and calls "m" minor, "dim"
diminished and anything else major; `Identify` (151-179) drops repeated (root, quality) pairs,
counts per key of `Key.Items` the chords equal to one of its diatonic triads, keeps keys counting
one or more, and sorts by count, then by name. Each key carries its relative key, the first key of
the other mode with its pitch classes (BuildAllKeys, 58-102): six keys get their enharmonic twin's.

At 6baf32e (`Common/GA.Domain.Services/Tonal/KeyIdentificationService.cs`, not in the snapshot):
the pattern is the one the course's page 11 quotes (line 325), still case-sensitive; the parser
and IsChordDiatonic follow branch `fix/key-detection-cadences-…` at 09fbe51f (lines 126-153,
211-238), the cadence weight follows the page's quote of lines 231-246. Inferred from the outputs
of lessons 11-13, and the simplest rules that give every 6baf32e line of them:
- a Dominant (a 7 in the symbol, no "maj", nothing left after the root) counts only on a major
  key's fifth degree or a minor key's seventh (the branch also took a minor key's fifth: B minor
  would count F♯7 in C♯m7b5 F♯7 Bm, and l11 prints 1/3);
- the score is the count plus 2 when the chords as given end on the key's tonic triad right after
  a chord rooted on its fifth degree; MatchCount stays the count (l11's "top 2/3" for C D G C);
- keys sort by score, then the key whose tonic triad (root and quality) opens the chords, then
  major before minor, then by name (l11's six-key tie for C♯m7b5 F♯7 Bm, l13's E♭ major).
Open (no output settles them): whether the chord before the tonic needs a quality (a minor v), and
whether IsChordDiatonic's Dominant rule is the branch's or Identify's; the branch's is kept.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..datafile import read_rows
from .keys import MAJOR, Key, key_items

PIN, V6BAF32E = "pin", "6baf32e"  # the pinned service, and the one lessons 11-13 compile from GA 6baf32e
VERSIONS = (PIN, V6BAF32E)
DATA = Path(__file__).resolve().parent / "data" / "key_service.tsv"
PREDICATES = Path(__file__).resolve().parents[1] / "routing" / "data" / "predicates.tsv"  # the pin's pattern, line 211
MAJOR_Q, MINOR_Q, DIMINISHED_Q, DOMINANT_Q = "Major", "Minor", "Diminished", "Dominant"
DOMINANT_DEGREE = {MAJOR: 4, "minor": 6}  # 6baf32e: where Identify counts a dominant seventh (0 = the tonic)
FIFTH_DEGREE = 4
CADENCE_WEIGHT = 2  # 6baf32e, lines 231-246

Triad = tuple[int, str]  # (root pitch class, quality), e.g. (7, "Dominant")


@dataclass(frozen=True)
class KeyCandidate:
    """Identify's answer for one key."""

    key: str  # "C major"
    relative_key: str
    match_count: int
    total_chords: int
    diatonic_set: tuple[str, ...]  # "C", "Dm", ..., "Bdim"


@dataclass(frozen=True)
class KeyData:
    """BuildAllKeys' record of a key: names, diatonic symbols and triads."""

    key: Key
    relative: str
    symbols: tuple[str, ...]
    triads: tuple[Triad, ...]

    @property
    def name(self) -> str:
        return self.key.name


@lru_cache(maxsize=None)
def service_data() -> dict[str, dict[str, list[tuple[str, str]]]]:
    """The data file's rows: revision -> what -> [(as written, value)]."""
    found: dict[str, dict[str, list[tuple[str, str]]]] = {}
    for revision, what, _lines, written, value in read_rows(DATA, 5):
        found.setdefault(revision, {}).setdefault(what, []).append((written, value))
    return found


def pin_data(what: str) -> list[tuple[str, str]]:
    return service_data()[PIN][what]


@lru_cache(maxsize=None)
def root_pcs() -> dict[str, int]:
    """RootPcMap, keyed in upper case (GA looks up ignoring case)."""
    return {root.upper(): int(pc) for root, pc in pin_data("root")}


@lru_cache(maxsize=None)
def all_keys() -> tuple[KeyData, ...]:
    """BuildAllKeys: the 30 keys with their relative key, diatonic symbols and triads."""
    patterns = {mode: tuple(qualities.split()) for mode, qualities in pin_data("degrees")}
    suffix = {MINOR_Q: "m", DIMINISHED_Q: "dim"}
    first_by_mask: dict[tuple[frozenset, str], str] = {}
    for key in key_items():
        first_by_mask.setdefault((frozenset(key.pitch_classes), key.mode), key.name)
    found = []
    for key in key_items():
        qualities = patterns[key.mode]
        other = "minor" if key.mode == MAJOR else MAJOR
        found.append(KeyData(
            key, first_by_mask.get((frozenset(key.pitch_classes), other), ""),
            tuple(n + suffix.get(q, "") for n, q in zip(key.notes, qualities)),
            tuple(zip(key.pitch_classes, qualities))))
    return tuple(found)


@lru_cache(maxsize=None)
def chord_pattern(at: str) -> re.Pattern[str]:
    """ChordPattern, case-sensitive at both versions; neither has a named group, so `re` reads it as .NET does."""
    if at == PIN:  # the gate KeyIdentificationSkill's CanHandle shares (read without importing the routing package)
        pattern, = (value for owner, gate, _kind, _where, value in read_rows(PREDICATES, 5)
                    if owner == "KeyIdentificationSkill" and gate == "chord")
        return re.compile(pattern)
    (pattern, _options), = service_data()[V6BAF32E]["pattern"]
    return re.compile(pattern)


def extract_chords(query: str, at: str = PIN) -> tuple[str, ...]:
    """ExtractChords: the pattern's matches, each once (the first spelling kept, compared ignoring case).

    >>> extract_chords("What key is F#m7 B7 Emaj7 in?"), extract_chords("What key is F#m7 B7 Emaj7 in?", "6baf32e")
    (('F#',), ('F#m7', 'B7', 'Emaj7'))
    """
    seen: dict[str, str] = {}
    for match in chord_pattern(at).finditer(query):
        seen.setdefault(match.group(0).upper(), match.group(0))
    return tuple(seen.values())


@lru_cache(maxsize=None)
def _normalizers(at: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """NormalizeChord's regex replacements, in order."""
    data = service_data()[at]
    steps = [(re.compile(re.escape(word), re.IGNORECASE), repl) for word, repl in data.get("minor_word", [])]
    (tail, _options), = data["strip"]
    return (*steps, (re.compile(tail, re.IGNORECASE), ""))


def normalize(chord: str, at: str = PIN) -> str:
    """NormalizeChord: "G7" -> "G", "Bdim7" -> "Bdim", "A#m" -> "Bbm"; at 6baf32e "Cmin7" -> "Cm".

    >>> normalize("A#m7b5"), normalize("Cmin7", "6baf32e"), normalize("Cmin7")
    ('Bbm', 'Cm', 'C')
    """
    s = chord.strip()
    for pattern, replacement in _normalizers(at):
        s = pattern.sub(replacement, s, count=0)
    for sharp, flat in pin_data("respell"):
        s = s.replace(sharp, flat)
    return s


@lru_cache(maxsize=4096)
def parse_chord(chord: str, at: str = PIN) -> Triad | None:
    """ParseChordRootAndQuality: the root's pitch class and the triad quality GA reads, or None.

    >>> parse_chord("Cmaj"), parse_chord("C7#9", "6baf32e"), parse_chord("Cm7b5", "6baf32e"), parse_chord("H")
    ((0, 'Major'), (0, 'Dominant'), (0, 'Minor'), None)
    """
    s = normalize(chord, at)
    if not s:
        return None
    root = s[:2] if len(s) >= 2 and s[1] in "#b" else s[:1]
    if root.upper() not in root_pcs():
        return None
    rest = s[len(root):].lower()
    if at == V6BAF32E and "7" in chord and not rest and "maj" not in chord.lower():
        return root_pcs()[root.upper()], DOMINANT_Q
    return root_pcs()[root.upper()], dict(pin_data("quality")).get(rest, MAJOR_Q)


def counts(key: KeyData, chord: Triad, at: str) -> bool:
    """Whether Identify counts the chord in the key: one of its triads, a dominant only where it resolves."""
    pc, quality = chord
    if quality == DOMINANT_Q:
        degree = DOMINANT_DEGREE[key.key.mode]
        return key.triads[degree] == (pc, MAJOR_Q)
    return chord in key.triads


def is_chord_diatonic(key_name: str, chord: str) -> bool:
    """IsChordDiatonic at 6baf32e: a minor key also takes a major V and a dominant on V or VII.

    >>> is_chord_diatonic("A minor", "E"), is_chord_diatonic("A minor", "Bm7b5"), is_chord_diatonic("G# minor", "F##dim7")
    (True, False, True)
    """
    key = next((k for k in all_keys() if k.name.lower() == key_name.lower()), None)
    parsed = parse_chord(chord, V6BAF32E)
    if key is None or parsed is None:
        return False
    pc, quality = parsed
    minor = key.key.mode != MAJOR
    for degree, (triad_pc, triad_quality) in enumerate(key.triads):
        if triad_pc != pc:
            continue
        if quality == DOMINANT_Q:
            if minor:
                return degree in (FIFTH_DEGREE, DOMINANT_DEGREE["minor"]) and triad_quality in (MAJOR_Q, MINOR_Q)
            return degree == FIFTH_DEGREE and triad_quality == MAJOR_Q
        if minor and quality == MAJOR_Q and degree == FIFTH_DEGREE:
            return True
        return triad_quality == quality
    return False


def cadence(key: KeyData, ordered: list[Triad]) -> int:
    """6baf32e: the weight of an ending on the key's tonic triad right after a chord on its fifth degree."""
    if len(ordered) < 2 or ordered[-1] != key.triads[0]:
        return 0
    return CADENCE_WEIGHT if ordered[-2][0] == key.triads[FIFTH_DEGREE][0] else 0


def identify(symbols, at: str = PIN) -> tuple[KeyCandidate, ...]:
    """Identify: the keys that count one chord or more, best first.

    >>> [c.key for c in identify(["C", "Am", "F", "G"])][:3], [c.key for c in identify(["C", "Am", "F", "G"], "6baf32e")][:3]
    (['A minor', 'C major', 'D minor'], ['C major', 'A minor', 'F major'])
    """
    return _identify(tuple(symbols), at)


@lru_cache(maxsize=4096)
def _identify(symbols: tuple[str, ...], at: str) -> tuple[KeyCandidate, ...]:
    ordered = [t for t in (parse_chord(s, at) for s in symbols) if t is not None]
    distinct = list(dict.fromkeys(ordered))
    if not distinct:
        return ()
    scored = []
    for key in all_keys():
        count = sum(counts(key, chord, at) for chord in distinct)
        if count == 0:
            continue
        candidate = KeyCandidate(key.name, key.relative, count, len(distinct), key.symbols)
        if at == PIN:
            scored.append(((-count, key.name), candidate))
        else:
            opens = ordered[0] == key.triads[0]
            scored.append(((-(count + cadence(key, ordered)), not opens, key.key.mode != MAJOR, key.name), candidate))
    return tuple(candidate for _order, candidate in sorted(scored, key=lambda pair: pair[0]))


def tied_at_top(candidates: tuple[KeyCandidate, ...]) -> tuple[KeyCandidate, ...]:
    """The candidates whose count equals the first one's, wherever they stand (KeyIdentificationMcpTools 66-70)."""
    return tuple(c for c in candidates if c.match_count == candidates[0].match_count) if candidates else ()


def partial_matches(candidates: tuple[KeyCandidate, ...], shown: int = 3) -> tuple[KeyCandidate, ...]:
    """The next three: as many skipped as the top holds, by position (KeyIdentificationMcpTools 71-75)."""
    return candidates[len(tied_at_top(candidates)):][:shown]

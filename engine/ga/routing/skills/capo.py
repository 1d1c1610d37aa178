"""CapoSkill: the shape to play for a sounding key, or the chord a shape sounds, with a capo on a fret.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/CapoSkill.cs`:
ExecuteAsync (84-107) tries the shape pattern (60-64) before the sounding-key pattern (52-56);
AnswerSoundingToShape (109-131) moves the key down by the fret and AnswerShapeToSounding
(133-154) the shape up; a root is looked up in RootPc (67-76: the sharp names and five flats,
no C♭, E♯, F♭ or B♯), ignoring case, after NormalizeKey (165-176). The answer is spelled with
sharps unless the key or shape read has a flat (a lower-case `b` or ♭: a key read as "B" has
none, a key read as "b" has one), or, for a shape, the message says "flat" (SpellPc, KeyIsFlat,
ShapeIsFlat, 183-191). Refusals: CannotParse (205-211), CannotParseFret (213-219), CannotHandle
(221-227). CanHandle is `false` (line 47: routing by embeddings only). Patterns:
`data/capo_tuning_patterns.tsv`.

On main (f4f5b4a, unseen) the course says the skill "only marks its refusal `Declined`": the
answers are the pin's. Inferred: the flag is on CannotHandle's refusal, not on the two others.
"""
from __future__ import annotations

import re

from ....music.pitch_class import FLAT_NAMES, OCTAVE, SHARP_NAMES
from ...dotnet_text import contains_ignore_case
from ..data import gates
from ..responses import AgentResponse

SKILL = "CapoSkill"
AGENT = "theory"  # AgentIds.Theory
PATTERNS = "capo_tuning_patterns.tsv"
HIGHEST_FRET = 12  # lines 113, 141: a fret from 0 to 12
AM_SHAPE = 9  # line 128: the Am shape every sounding-key answer adds as an example
ROOT_PC = {name.lower(): pc for names in (SHARP_NAMES, FLAT_NAMES) for pc, name in enumerate(names)}  # RootPc
SOURCE = "Source: CapoSkill (pure semitone arithmetic)"  # line 201
CONFIDENCE, UNPARSED_CONFIDENCE, REFUSAL_CONFIDENCE = 1.0, 0.3, 0.1  # lines 200, 209, 217, 225
REFUSAL = ('Ask about a capo + sounding key ("what shape do I play in E with capo 4") or a capo + played shape '
           '("I play a C shape with capo 3, what does it sound like").')  # line 224
REFUSAL_EVIDENCE = "CapoSkill: no recognised capo pattern in query"  # line 226
UNPARSED = ("I couldn't identify '{key}' as a key or chord shape. Try a single pitch letter optionally followed "
            "by # or b (e.g. C, G, F#, Bb) — and `m` for minor shapes (e.g. Em).")  # line 208
BAD_FRET = "A capo fret of {fret} isn't valid — try a fret number between 0 (open) and 12 (octave)."  # line 216


def patterns() -> dict[str, re.Pattern[str]]:
    return gates(SKILL, PATTERNS)


def answer(message: str, at: str = "pin") -> AgentResponse:
    """ExecuteAsync: a shape with a capo (what it sounds), else a key with a capo (what shape), else a refusal."""
    message = message or ""
    shape = patterns()["shape_to_sounding"].search(message)
    if shape:
        raw = group(shape, "shape", "shape2")
        return shape_to_sounding(raw, fret(group(shape, "n", "n2")), is_flat(raw) or contains_ignore_case(message, "flat"))
    key = patterns()["sounding_to_shape"].search(message)
    if key:
        raw = group(key, "key", "key2")
        minor = (group(key, "qual", "qual2") or "").lower().startswith("min")
        return sounding_to_shape(normalize_key(raw), fret(group(key, "n", "n2")), minor, is_flat(raw))
    return AgentResponse(AGENT, REFUSAL, REFUSAL_CONFIDENCE, (REFUSAL_EVIDENCE,), declined=at != "pin")


def group(found: re.Match[str], first: str, second: str) -> str | None:
    """The group of whichever half of the pattern matched (each half names its groups apart)."""
    return found[first] if found[first] is not None else found[second]


def sounding_to_shape(key: str, capo: int, minor: bool, flats: bool) -> AgentResponse:
    """AnswerSoundingToShape: the shape is the sounding key `capo` semitones down, of the key's quality."""
    if key.lower() not in ROOT_PC:
        return unparsed(key)
    if not 0 <= capo <= HIGHEST_FRET:
        return bad_fret(capo)
    quality = "minor" if minor else "major"
    shape = spell(ROOT_PC[key.lower()] - capo, flats) + ("m" if minor else "")
    semitones, frets = plural(capo, "semitone"), plural(capo, "fret")
    text = (f"With a capo on fret **{capo}**, play a **{shape} shape** to sound in **{key} {quality}**.\n\n"
            f"The capo raises every string by {capo} {semitones}, so the shape you finger ({shape}) sounds "
            f"{capo} {frets} higher (= {key} {quality}). All chord shapes shift the same way: an Am shape at "
            f"capo {capo} would sound as {spell(AM_SHAPE + capo, flats)}m.\n")
    return AgentResponse(AGENT, text, CONFIDENCE, (SOURCE, f"capo({key} {quality} sounding, fret {capo} → {shape} shape)"))


def shape_to_sounding(raw: str, capo: int, flats: bool) -> AgentResponse:
    """AnswerShapeToSounding: the chord is the shape `capo` semitones up; a shape ending in m is minor."""
    minor = raw.lower().endswith("m") and len(raw) > 1 and not raw.lower().endswith("aj")
    root = raw[:-1] if minor else raw
    if normalize_key(root).lower() not in ROOT_PC:
        return unparsed(raw)
    if not 0 <= capo <= HIGHEST_FRET:
        return bad_fret(capo)
    sounding = spell(ROOT_PC[normalize_key(root).lower()] + capo, flats)
    chord, quality = sounding + ("m" if minor else ""), "minor" if minor else "major"
    text = (f"A **{raw} shape** with a capo on fret **{capo}** sounds as **{chord}** ({sounding} {quality}).\n\n"
            f"The capo raises every fingered note by {capo} {plural(capo, 'semitone')}: {normalize_key(root)} + "
            f"{capo} = {sounding}. Same operation applies to every chord in the song you're playing.\n")
    return AgentResponse(AGENT, text, CONFIDENCE, (SOURCE, f"capo({raw} shape, fret {capo} → {chord} sounding)"))


def fret(raw: str) -> int:
    """ParseFret: int.TryParse, which reads ASCII digits only; -1 if it fails."""
    return int(raw) if raw.isascii() and raw.isdigit() else -1


def normalize_key(raw: str) -> str:
    """NormalizeKey: ♯ and ♭ as # and b; a letter upper-case, its sign lower-case; "Xym" kept minor.

    >>> normalize_key("f♯"), normalize_key("EB"), normalize_key("ebM"), normalize_key("c")
    ('F#', 'Eb', 'Ebm', 'C')
    """
    ascii_ = raw.replace("♯", "#").replace("♭", "b")
    if len(ascii_) == 1:
        return ascii_.upper()
    if len(ascii_) == 2:
        return ascii_[0].upper() + ascii_[1].lower()
    if len(ascii_) == 3 and ascii_[2] in "mM":
        return ascii_[0].upper() + ascii_[1].lower() + "m"
    return ascii_


def is_flat(raw: str) -> bool:
    """KeyIsFlat (and ShapeIsFlat's first half): a lower-case b or a ♭ in what the pattern read."""
    return "b" in raw or "♭" in raw


def spell(pc: int, flats: bool) -> str:
    """SpellPc: a pitch class by its sharp name, or its flat name when the question leans to flats."""
    return (FLAT_NAMES if flats else SHARP_NAMES)[pc % OCTAVE]


def plural(n: int, word: str) -> str:
    return word if n == 1 else word + "s"


def unparsed(key: str) -> AgentResponse:
    return AgentResponse(AGENT, UNPARSED.replace("{key}", key), UNPARSED_CONFIDENCE,
                         (f"CapoSkill: unparseable root token '{key}'",))


def bad_fret(capo: int) -> AgentResponse:
    return AgentResponse(AGENT, BAD_FRET.replace("{fret}", str(capo)), UNPARSED_CONFIDENCE,
                         (f"CapoSkill: out-of-range fret {capo}",))

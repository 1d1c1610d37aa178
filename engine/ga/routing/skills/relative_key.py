"""RelativeKeySkill's answer: a key's relative or parallel key, or its signature, from two circles of fifths.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/RelativeKeySkill.cs`:
ExecuteAsync (93-115: five patterns, the first that matches answers), the five answers (117-189),
the index lookups (191-212: a key missing from a circle has "0" sharps or flats), the blurb
(214-222), NormalizeKey (224-231) and the three refusals' texts and confidences (233-259).
Patterns, roots and circles: `data/relative_key.tsv`. The relative key comes from the circle at
the same signature, so it keeps the spelling asked (G# minor for B major), where ScaleInfoSkill's
KeyNaming gives Ab minor. Its CanHandle says no (line 50).

Main: lesson 9's page says only CanHandle changed, and the refusal when no pattern matches is
marked Declined; `answer(message, at="main")` marks it so.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..data import dotnet_regex, rows
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
FOUND, CANNOT_PARSE, CANNOT_HANDLE = 1.0, 0.3, 0.1  # the answers' confidences (240, 249, 257)
SOURCE = "Source: RelativeKeySkill (pure pitch-class arithmetic)"  # 241
RELATIVE_MINOR = ("The relative minor of **{key} major** is **{other}**.\n\nBoth share the same key signature "
                  "({blurb}). Same notes, different tonal center — the relative minor starts on the 6th degree of "
                  "the major scale.\n")  # 132-134, each AppendLine a "\n"
RELATIVE_MAJOR = ("The relative major of **{key} minor** is **{other} major**.\n\nBoth share the same key signature "
                  "({blurb}). Same notes, different tonal center — the relative major starts on the 3rd degree of "
                  "the minor scale.\n")  # 150-152
PARALLEL_MINOR = ("The parallel minor of **{key} major** is **{key} minor**.\n\nSame root note (**{key}**) but "
                  "different scales — the parallel minor lowers the 3rd, 6th, and 7th degrees. {key} major has "
                  "{blurb}; {key} minor has {minor_blurb} (three positions counter-clockwise on the circle of "
                  "fifths).\n")  # 163-165
PARALLEL_MAJOR = ("The parallel major of **{key} minor** is **{key} major**.\n\nSame root note (**{key}**) but "
                  "different scales — the parallel major raises the 3rd, 6th, and 7th degrees. The parallel major "
                  "sits three positions clockwise on the circle of fifths.\n")  # 174-176
SIGNATURE = "**{key} {mode}** has {blurb}."  # 187
CANNOT_PARSE_TEXT = ("I couldn't identify '{key}' as a key. Try a single pitch letter optionally followed by # or b "
                     "(e.g. C, G, F#, Bb).")  # 248
CANNOT_HANDLE_TEXT = ("Ask about the relative or parallel key of a given major/minor key, or how many sharps/flats a "
                      "key has.")  # 256
PARALLEL_MINOR_SHIFT = -3  # the parallel minor, three fifths down (161)


@dataclass(frozen=True)
class Tables:
    """The skill's patterns in the order it tries them, its roots, and its two circles by signature."""

    patterns: tuple[tuple[str, re.Pattern[str]], ...]
    roots: frozenset[str]  # upper-cased: RootPc ignores case
    majors: dict[str, int]  # upper-cased key as written -> signature
    minors: dict[str, int]
    major_at: dict[int, str]
    minor_at: dict[int, str]


@lru_cache(maxsize=None)
def tables() -> Tables:
    table = rows("relative_key.tsv", 4)
    by_kind = {kind: [(key, value) for k, _line, key, value in table if k == kind]
               for kind in ("pattern", "root", "major_by_fifth", "minor_by_fifth")}
    majors = {int(s): name for s, name in by_kind["major_by_fifth"]}
    minors = {int(s): name for s, name in by_kind["minor_by_fifth"]}
    return Tables(tuple((name, dotnet_regex(p, ignore_case=True)) for name, p in by_kind["pattern"]),
                  frozenset(upper(k) for k, _ in by_kind["root"]),
                  {upper(n): s for s, n in majors.items()}, {upper(n): s for s, n in minors.items()}, majors, minors)


def upper(text: str) -> str:
    """Char by char, as OrdinalIgnoreCase compares (ß stays one character)."""
    return "".join(c.upper() if len(c.upper()) == 1 else c for c in text)


def normalize_key(raw: str) -> str:
    """NormalizeKey: ♯ and ♭ as # and b, the letter upper and the accidental lower.

    >>> normalize_key("g♯"), normalize_key("BB"), normalize_key("e")
    ('G#', 'Bb', 'E')
    """
    key = raw.replace("♯", "#").replace("♭", "b")
    if len(key) == 1:
        return key.upper()
    return key[0].upper() + key[1].lower() if len(key) == 2 else key


def major_signature(key: str) -> int | None:
    """TryMajorIndex, as a signature: None for a key the circle lacks (D# major)."""
    return tables().majors.get(upper(key))


def minor_signature(key: str) -> int | None:
    """TryMinorIndex, as a signature: the key with an "m" added unless it ends in one."""
    return tables().minors.get(upper(key if key.lower().endswith("m") else key + "m"))


def blurb(signature: int) -> str:
    """KeySignatureBlurb: "no sharps or flats", "1 sharp", "3 flats"."""
    if signature == 0:
        return "no sharps or flats"
    count, kind = abs(signature), "sharp" if signature > 0 else "flat"
    return f"{count} {kind}" if count == 1 else f"{count} {kind}s"


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """ExecuteAsync: the first of the five patterns that matches decides the question."""
    text = message or ""
    for name, pattern in tables().patterns:
        match = pattern.search(text)
        if match is not None:
            key = normalize_key(match["key"])
            if name == "key_signature":
                return signature_answer(key, (match["quality"] or "").lower().startswith("min"))
            return ANSWERS[name](key)
    return AgentResponse(AGENT, CANNOT_HANDLE_TEXT, CANNOT_HANDLE, ("RelativeKeySkill: no recognised pattern in query",),
                         declined=at == "main")


def relative_minor(key: str) -> AgentResponse:
    signature = major_signature(key)
    if signature is None:
        return cannot_parse(key)
    other = tables().minor_at[signature]
    return found(RELATIVE_MINOR.format(key=key, other=other, blurb=blurb(signature)), f"relative-minor({key}→{other})")


def relative_major(key: str) -> AgentResponse:
    signature = minor_signature(key)
    if signature is None:
        return cannot_parse(key)
    other = tables().major_at[signature]
    return found(RELATIVE_MAJOR.format(key=key, other=other, blurb=blurb(signature)), f"relative-major({key}→{other})")


def parallel_minor(key: str) -> AgentResponse:
    if upper(key) not in tables().roots:
        return cannot_parse(key)
    signature = major_signature(key) or 0  # MajorSharpsFlats: 0 for a key the circle lacks
    text = PARALLEL_MINOR.format(key=key, blurb=blurb(signature), minor_blurb=blurb(signature + PARALLEL_MINOR_SHIFT))
    return found(text, f"parallel-minor({key})")


def parallel_major(key: str) -> AgentResponse:
    if upper(key) not in tables().roots:
        return cannot_parse(key)
    return found(PARALLEL_MAJOR.format(key=key), f"parallel-major({key})")


def signature_answer(key: str, minor: bool) -> AgentResponse:
    if upper(key) not in tables().roots:
        return cannot_parse(key)
    signature = (minor_signature(key) if minor else major_signature(key)) or 0
    mode = "minor" if minor else "major"
    return found(SIGNATURE.format(key=key, mode=mode, blurb=blurb(signature)), f"key-signature({key} {mode}={signature})")


ANSWERS = {"relative_minor": relative_minor, "relative_major": relative_major, "parallel_minor": parallel_minor,
           "parallel_major": parallel_major}


def found(text: str, evidence: str) -> AgentResponse:
    return AgentResponse(AGENT, text, FOUND, (SOURCE, evidence))


def cannot_parse(key: str) -> AgentResponse:
    return AgentResponse(AGENT, CANNOT_PARSE_TEXT.format(key=key), CANNOT_PARSE,
                         (f"RelativeKeySkill: unparseable key token '{key}'",))

"""ScaleInfoSkill's answer: a key's seven notes and its relative key, from GA's domain keys.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ScaleInfoSkill.cs`
ExecuteAsync (114-155: the key pattern's first match, KeyNaming.ResolveKey, the answer and its
evidence) and CannotHelp (159-166), over `engine.ga.tonal` (Key.Items, KeyNaming). The
pattern (95) is the skill's gate's (`data/predicates.tsv`). The relative key comes from
KeyNaming.RelativeKeyName, which gives B major's as Ab minor. On main only CanHandle changed
(lesson 9's page), which this answer does not use.
"""
from __future__ import annotations

from ...tonal.key_naming import describe_signature, relative_key_name, resolve_key
from ...tonal.keys import MAJOR, MINOR
from ..data import gates
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
FOUND, CANNOT_HELP = 1.0, 0.0  # the answers' confidences (145, 163)
MINOR_WORDS = ("minor", "min")  # line 122
ANSWER = "The {key} scale has 7 notes: **{notes}**. {relative}."  # line 144
RELATIVE = {MAJOR: "Relative minor: {name}", MINOR: "Relative major: {name}"}  # 135-137
EVIDENCE = ("Key: {key}", "Notes: {listed}", "Key signature: {signature}", "{relative}")  # 148-151
NO_KEY = "Could not parse a key name from your question."  # 118
NOT_A_KEY = "I don't recognise \"{root} {mode}\" as a standard key. Try a key like C major, F# minor, or Bb major."  # 129-130


def answer(message: str | None) -> AgentResponse:
    """ExecuteAsync: "The C major scale has 7 notes: **C – D – E – F – G – A – B**. Relative minor: A minor."."""
    match = gates("ScaleInfoSkill")["key"].search(message or "")
    if match is None:
        return AgentResponse(AGENT, NO_KEY, CANNOT_HELP)
    root, mode = match[1], match[2].lower()  # the pattern reads ASCII letters only: lower() is ToLowerInvariant
    minor = mode in MINOR_WORDS
    key = resolve_key(root, minor)
    if key is None:
        return AgentResponse(AGENT, NOT_A_KEY.format(root=root, mode=mode), CANNOT_HELP)
    fields = {"key": f"{key.root} {MINOR if minor else MAJOR}", "notes": " – ".join(key.notes),
              "listed": ", ".join(key.notes), "signature": describe_signature(key),
              "relative": RELATIVE[key.mode].format(name=relative_key_name(key))}
    return AgentResponse(AGENT, ANSWER.format(**fields), FOUND, tuple(e.format(**fields) for e in EVIDENCE))

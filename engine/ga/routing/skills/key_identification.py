"""KeyIdentificationSkill: the keys KeyIdentificationService scores, put in the model's prompt.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/KeyIdentificationSkill.cs`:
ExecuteAsync (43-80) reads the chords and scores the keys (`engine.ga.tonal.key_identification`);
without candidates it answers its refusal (51-60), else it builds the prompt (BuildPrompt, 84-137:
the keys whose count equals the first key's, each with its relative key and diatonic set, then
the next three by position) and calls the model (66), which the course's host cannot reach: GA
throws there. Texts: `data/key_skill_prompts.tsv`. On main the skill differs only by a flag that
marks the refusal Declined (lesson 11's page), and the service is 6baf32e's.
"""
from __future__ import annotations

from functools import lru_cache
from string import Template

from ...tonal.key_identification import PIN, V6BAF32E, KeyCandidate, extract_chords, identify, partial_matches, tied_at_top
from ..agents.router import ModelUnreachable
from ..data import rows
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
NO_CHORDS_CONFIDENCE = 0.3  # line 57
SERVICE = {"pin": PIN, "main": V6BAF32E}  # the service each host revision runs (lesson 11: main's is 6baf32e's)


@lru_cache(maxsize=None)
def template(name: str) -> Template:
    """One of the skills' texts (data/key_skill_prompts.tsv), its lines joined."""
    lines = [text for template_name, _line, text in rows("key_skill_prompts.tsv", 3) if template_name == name]
    return Template("\n".join(lines))


def chords_text(chords) -> str:
    return ", ".join(chords)


def build_prompt(message: str, chords, top: tuple[KeyCandidate, ...], candidates: tuple[KeyCandidate, ...]) -> str:
    """BuildPrompt: the introduction, the top matches, up to three partial matches, the instructions."""
    out = [template("key_intro").substitute(message=message, chords=chords_text(chords)),
           template("key_top_header").template]
    for c in top:
        out.append(template("key_top").substitute(key=c.key, count=c.match_count, total=c.total_chords,
                                                  relative=c.relative_key, set=", ".join(c.diatonic_set)))
    if len(candidates) > len(top):
        out += ["", template("key_partial_header").template]
        out += [template("key_partial").substitute(key=c.key, count=c.match_count, total=c.total_chords)
                for c in partial_matches(candidates)]
    out.append(template("key_instructions").template)
    return "\n".join(out) + "\n"  # each piece through AppendLine


def prompt_for(message: str, at: str = "pin") -> str | None:
    """The prompt ExecuteAsync sends the model for a message, or None where it refuses first."""
    chords = extract_chords(message, SERVICE[at])
    candidates = identify(chords, SERVICE[at])
    return build_prompt(message, chords, tied_at_top(candidates), candidates) if candidates else None


def answer(message: str, at: str = "pin") -> AgentResponse:
    """ExecuteAsync with the model unreachable: the refusal when no key fits, else GA's failed model call."""
    if prompt_for(message, at) is None:
        return AgentResponse(AGENT, template("key_no_chords").template, NO_CHORDS_CONFIDENCE, declined=at == "main")
    raise ModelUnreachable("KeyIdentificationSkill's model call (ChatAsync, line 66)")

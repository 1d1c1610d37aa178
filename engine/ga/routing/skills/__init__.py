"""GA's orchestrator skills as the lesson meets them: their CanHandle, and their answers without a model.

`can_handle(cls, message)` is each skill's keyword gate (`gates`); `answer(cls, message)` is what the skill
answers offline, for the skills the lesson's questions reach: ChordInfoSkill, ChordSubstitutionSkill,
ImprovisationSkill, IntervalSkill, ScaleInfoSkill, RelativeKeySkill, CapoSkill, AlternateTuningsSkill,
ModesSkill, the atonal skills (GrothendieckDeltaSkill, IcvShortestPathSkill, SetTheoryEquivalenceSkill,
GrothendieckParseSkill), OutsideNotesSkill, TheoryComparisonSkill and the SKILL.md wrappers (TransposeSkill,
CommonTonesSkill, DiatonicChordsSkill). Any other skill's answer is not modelled. An entry of `ANSWERS` is the
answer, or a dict of answers by revision where the skill differs between the pin and main.
"""
from __future__ import annotations

from functools import partial

from ..responses import AgentResponse, NotModelled
from . import chord_info, chord_substitution, improvisation, interval, relative_key, scale_info
from . import grothendieck_delta, grothendieck_parse, icv_shortest_path, set_theory_equivalence
from . import key_identification, progression_completion, progression_mood
from . import alternate_tunings, capo, modes
from . import outside_notes, theory_comparison
from .gates import can_handle
from .wrappers import answer_without_model_call, is_wrapper

ANSWERS = {
    "ChordInfoSkill": chord_info.answer,
    "ChordSubstitutionSkill": chord_substitution.answer,
    "ImprovisationSkill": {at: partial(improvisation.answer, at=at) for at in ("pin", "main")},  # main: #749's guard
    "IntervalSkill": interval.answer,
    "ScaleInfoSkill": scale_info.answer,
    "RelativeKeySkill": {at: partial(relative_key.answer, at=at) for at in ("pin", "main")},  # main: Declined refusal
    "CapoSkill": {at: partial(capo.answer, at=at) for at in ("pin", "main")},  # main: Declined refusal
    "AlternateTuningsSkill": {at: partial(alternate_tunings.answer, at=at) for at in ("pin", "main")},  # main: names
    "ModesSkill": modes.answer,
    "GrothendieckDeltaSkill": {at: partial(grothendieck_delta.answer, at=at) for at in ("pin", "main")},  # main: Declined
    "IcvShortestPathSkill": {at: partial(icv_shortest_path.answer, at=at) for at in ("pin", "main")},  # main: Declined
    "SetTheoryEquivalenceSkill": {at: partial(set_theory_equivalence.answer, at=at) for at in ("pin", "main")},  # idem
    "GrothendieckParseSkill": {at: partial(grothendieck_parse.answer, at=at) for at in ("pin", "main")},  # idem
    "KeyIdentificationSkill": {at: partial(key_identification.answer, at=at) for at in ("pin", "main")},  # main: 6baf32e's
    "ProgressionCompletionSkill": {at: partial(progression_completion.answer, at=at) for at in ("pin", "main")},
    "ProgressionMoodSkill": progression_mood.answer,
    "OutsideNotesSkill": {at: partial(outside_notes.answer, at=at) for at in ("pin", "main")},  # main: Declined
    "TheoryComparisonSkill": {at: partial(theory_comparison.answer, at=at) for at in ("pin", "main")},  # idem
}


def answer(skill_class: str, message: str, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message at a revision of GA, with the chat model unreachable."""
    if is_wrapper(skill_class):
        return answer_without_model_call(skill_class)
    if skill_class not in ANSWERS:
        raise NotModelled(f"the answer of {skill_class} (to {message!r})")
    found = ANSWERS[skill_class]
    return (found[at] if isinstance(found, dict) else found)(message)


__all__ = ["answer", "can_handle"]

"""The skills that hand a question to a model under a SKILL.md: TransposeSkill, CommonTonesSkill, DiatonicChordsSkill.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/SkillMdDrivenWrapperBase.cs`
ExecuteAsync (98-152): the inner SkillMdDrivenSkill's answer, its two static evidence lines
(94-95), then a warning when no ga_dsl_eval call is in the inner evidence (123-125), and a
confidence of at most 0.5 then (142-144); with a call, a grounding line naming the closure (121). Without a model the inner skill answers its error
(SkillMdDrivenSkill.cs 204-226) with no evidence. Per-class values: `data/skill_md_wrappers.tsv`.
The lesson: the answer and the evidence are the same on main.
"""
from __future__ import annotations

from functools import lru_cache

from ..data import rows
from ..logs import LogLine, logged
from ..responses import AgentResponse
from ..skill_md import answer_without_model, failure_log, parsed_skill_mds

DSL_TOOL = "ga_dsl_eval"
LLM_ONLY_CAP = 0.5  # line 144
NOT_INVOKED = f"warning: {DSL_TOOL} was NOT invoked — answer is LLM-only, not deterministic"  # line 125


@lru_cache(maxsize=None)
def wrappers() -> dict[str, dict[str, str]]:
    """Each wrapper class's SkillFolderName, ResponseAgentId, ClosureName, DegradedResponseText."""
    found: dict[str, dict[str, str]] = {}
    for cls, _line, prop, value in rows("skill_md_wrappers.tsv", 4):
        found.setdefault(cls, {})[prop] = value
    return found


def is_wrapper(skill_class: str) -> bool:
    return skill_class in wrappers()


def static_evidence(skill_class: str) -> tuple[str, ...]:
    """The two lines every answer of the wrapper carries."""
    w = wrappers()[skill_class]
    return (f"Source: skills/{w['SkillFolderName']}/SKILL.md", f"Closure: {w['ClosureName']} (via {DSL_TOOL})")


def grounding_evidence(skill_class: str) -> str:
    """The line the wrapper adds when the model did call ga_dsl_eval (line 121): the closure as the answer's source."""
    return f"grounding.source: ga.dsl@{wrappers()[skill_class]['ClosureName']}"


def degraded_answer(skill_class: str) -> AgentResponse:
    """The answer when the SKILL.md cannot be read: the Lazy's throw, caught (154-176)."""
    w = wrappers()[skill_class]
    return AgentResponse(w["ResponseAgentId"], w["DegradedResponseText"], 0.0, static_evidence(skill_class))


def answer_without_model_call(skill_class: str) -> AgentResponse:
    """ExecuteAsync when the model cannot be reached: the inner error, flagged LLM-only."""
    w = wrappers()[skill_class]
    folder = w["SkillFolderName"]
    parsed = [s for s in parsed_skill_mds() if s.folder == folder]
    if not parsed:
        return degraded_answer(skill_class)
    inner = answer_without_model(parsed[0])
    called_dsl = any(DSL_TOOL in e for e in inner.evidence)
    evidence = static_evidence(skill_class) + inner.evidence + (() if called_dsl else (NOT_INVOKED,))
    confidence = inner.confidence if called_dsl else min(inner.confidence, LLM_ONLY_CAP)
    return AgentResponse(w["ResponseAgentId"], inner.result, confidence, evidence)


def logs_without_model_call(skill_class: str, message: str, skill_md_found: bool = True) -> tuple[LogLine, ...]:
    """What the wrapper's call logs: the inner skill's failure and the "ga_dsl_eval not invoked" warning,
    or, without its SKILL.md, the Lazy's failure (168)."""
    w = wrappers()[skill_class]
    parsed = [s for s in parsed_skill_mds() if s.folder == w["SkillFolderName"]]
    if not parsed or not skill_md_found:
        return (logged("wrapper_inner_failed", Skill=skill_class),)
    inner = answer_without_model(parsed[0])  # its evidence, joined, is the warning's (none without a model)
    return (failure_log(parsed[0], message),
            logged("wrapper_not_invoked", Skill=skill_class, Closure=w["ClosureName"], Evidence=" | ".join(inner.evidence)))

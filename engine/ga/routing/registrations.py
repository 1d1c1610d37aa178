"""The host's IOrchestratorSkill registrations, and the intent (if any) behind each.

At the pin (snapshot c781df5c): GaPlugin registers each of its 32 skills as an
IOrchestratorSkill with an OrchestratorSkillIntent over it (IntentRegistrationExtensions.cs
25-43); SkillMdPlugin registers one SkillMdDrivenSkill per loaded SKILL.md and no intent
(`Common/GA.Business.ML/Agents/Plugins/SkillMdPlugin.cs` 83-92). The lesson: unchanged on main
(the two register in a different order, which the course's table does not show).
"""
from __future__ import annotations

from dataclasses import dataclass

from . import skill_md as md
from .hints import IntentId
from .prompts import intents, skill_names
from .skill_md import SkillMd, skill_mds
from .skills import can_handle

SKILL_MD_TYPE = "SkillMdDrivenSkill"


@dataclass(frozen=True)
class Registration:
    """One IOrchestratorSkill: its type, its Name, the intent adapting it (None: no intent)."""

    type_name: str  # e.g. "TransposeSkill"
    name: str  # e.g. "Transpose"; a SKILL.md skill's is its frontmatter name
    intent: IntentId | None
    skill_md: SkillMd | None = None  # the SKILL.md a SkillMdDrivenSkill is built from
    at: str = "pin"  # the revision of GA registering it

    def can_handle(self, message: str) -> bool:
        """The skill's CanHandle."""
        if self.skill_md is not None:
            return md.can_handle(self.skill_md, message)
        return can_handle(self.type_name, message, self.at)


def registrations(at: str) -> tuple[Registration, ...]:
    """Every IOrchestratorSkill of the host: GaPlugin's skills, then one per SKILL.md."""
    names = skill_names()
    plugin = [Registration(i.cls, names[i.cls], i.id, at=at) for i in intents(at) if i.kind == "skill"]
    return tuple(plugin + [Registration(SKILL_MD_TYPE, s.name, None, s, at) for s in skill_mds()])

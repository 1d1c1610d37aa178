"""SKILL.md skills: how SkillMdLoader reads them and how SkillMdDrivenSkill matches and answers.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Skills/SkillMdParser.cs` (triggers
shorter than 3 characters or blank are dropped, the rest lowercased, 120-128),
`SkillMdLoader.cs` (every SKILL.md under the root by full path, ordinal; only those with a
trigger left, 24-40) and `Common/GA.Business.ML/Agents/Skills/SkillMdDrivenSkill.cs`: CanHandle
(54-65: a trigger as a plain substring of the lowercased message) and ExecuteAsync's catch
(204-226: a failed model call answers with an error, confidence 0). Frontmatter:
`data/skill_md.tsv`. The lesson: SKILL.md files and SkillMdPlugin are unchanged on main.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..dotnet_text import utf16_length, utf16_prefix
from .data import rows
from .logs import LogLine, logged
from .responses import AgentResponse

MIN_TRIGGER_LENGTH = 3  # SkillMdParser.MinTriggerLength (line 34)
ERROR_ANSWER = "I encountered an error processing your request. Please try again."  # line 223
SKILLS_ROOT = "skills"  # SkillMdPlugin.ResolveSkillsPath: <repo root>/skills (113-151)
MESSAGE_HEAD = 200  # the log line's head of the message: 200 UTF-16 units, then … (line 134)


@dataclass(frozen=True)
class SkillMd:
    """A loaded SKILL.md: its folder, its name, its surviving triggers, its allowed tools."""

    folder: str  # e.g. "transpose", under skills/
    name: str
    triggers: tuple[str, ...]  # lowercased, in file order
    allowed_tools: tuple[str, ...] = ()

    @property
    def path(self) -> str:
        return f"{SKILLS_ROOT}/{self.folder}/SKILL.md"


def kept_triggers(raw: list[str]) -> tuple[str, ...]:
    """The triggers SkillMdParser keeps, lowercased.

    >>> kept_triggers(["Transpose", "up", " ", "Up A"])
    ('transpose', 'up a')
    """
    return tuple(t.lower() for t in raw if t.strip() and len(t) >= MIN_TRIGGER_LENGTH)


@lru_cache(maxsize=None)
def parsed_skill_mds() -> tuple[SkillMd, ...]:
    """Every SKILL.md SkillMdParser accepts (it has a name), by full path, ordinal."""
    fields: dict[str, dict[str, list[str]]] = {}
    for folder, _line, field, value in rows("skill_md.tsv", 4):
        fields.setdefault(folder, {}).setdefault(field, []).append(value)
    parsed = [SkillMd(folder, f["name"][0], kept_triggers(f.get("trigger", [])), tuple(f.get("allowed-tool", ())))
              for folder, f in fields.items() if f.get("name")]
    return tuple(sorted(parsed, key=lambda s: s.path))


def skill_mds() -> tuple[SkillMd, ...]:
    """The SKILL.md files SkillMdLoader loads: those with a trigger left."""
    return tuple(s for s in parsed_skill_mds() if s.triggers)


def skill_md(name: str) -> SkillMd:
    """The loaded SKILL.md of that name, e.g. "transpose"."""
    return next(s for s in skill_mds() if s.name == name)


def triggers_in(skill: SkillMd, message: str) -> list[str]:
    """The skill's triggers the message contains, in trigger order (lowercase substrings)."""
    lower = message.lower()
    return [t for t in skill.triggers if t in lower]


def can_handle(skill: SkillMd, message: str) -> bool:
    """SkillMdDrivenSkill.CanHandle: false for a blank message, else any trigger contained.

    >>> can_handle(skill_md("transpose"), "what notes make up a G7 chord")
    True
    """
    return bool(message.strip()) and bool(triggers_in(skill, message))


def answer_without_model(skill: SkillMd) -> AgentResponse:
    """ExecuteAsync when the chat client cannot be reached: the catch's answer, no evidence."""
    return AgentResponse(f"skill.md.{skill.name.lower().replace(' ', '-')}", ERROR_ANSWER, 0.0)


@lru_cache(maxsize=None)
def tool_count() -> int:
    """The tools SkillMdDrivenSkill is given: every [McpServerTool] of GaPlugin's McpToolTypes (data/mcp_tool_types.tsv)."""
    return sum(int(count) for _cls, _line, count in rows("mcp_tool_types.tsv", 3))


def failure_log(skill: SkillMd, message: str) -> LogLine:
    """The error ExecuteAsync's catch logs (217-219): the skill, the tool count, the message's head."""
    head = message if utf16_length(message) <= MESSAGE_HEAD else utf16_prefix(message, MESSAGE_HEAD) + "…"
    return logged("skill_md_failed", Skill=skill.name, ToolCount=tool_count(), MessageHead=head)

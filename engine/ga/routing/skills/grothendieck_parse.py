"""GrothendieckParseSkill: the expression after "parse", "explain" and the like, sent to GA's F# parser.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/GrothendieckParseSkill.cs`:
ExecuteAsync (84-98) needs an anchor word and a Grothendieck surface (74-82, both in
`data/grothendieck_patterns.tsv`); ExtractExpression (100-109) drops a leading anchor and its
space, a trailing "mean" or "do", then white space and ends of "?" and "."; ParseAndAnswer
(122-205) refuses an expression over 512 UTF-16 units or with more than 32 of a bracket, else
parses it (`engine.ga.dsl.grothendieck`) and answers with the case's name and gloss (244-276),
or with the redacted failure: `ASPNETCORE_ENVIRONMENT` is not "Development" where the course runs
GA (37-41), so FParsec's message never reaches the answer. It does reach the failure's evidence
(187), which is not modelled: the model puts `PARSER_ERROR` there. The parser cannot throw on
these inputs (its grammar does not nest), so the exception's answer (190-204) is not modelled.
Texts: `data/atonal_texts.tsv`. On main (the course: only the refusal is marked `Declined`; the
parser is unchanged) the answers are the pin's.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ...dotnet_text import is_blank, trim, utf16_length
from ...dsl.grothendieck import Case, parse
from ..data import gates
from ..responses import AgentResponse
from .atonal_texts import filled, texts

SKILL = "GrothendieckParseSkill"
AGENT = "theory"  # AgentIds.Theory
PATTERNS = "grothendieck_patterns.tsv"
MAX_LENGTH, MAX_BRACKETS, BRACKETS = 512, 32, "({["  # lines 119-120, 132-134
PARSED, FAILED, REJECTED, DECLINED = "parsed", "failed", "rejected", "declined"
CONFIDENCE = {PARSED: 1.0, FAILED: 0.3, REJECTED: 0.3, DECLINED: 0.1}  # lines 285, 182, 214, 294
PARSER_ERROR = "(FParsec's error message: not modelled)"


@dataclass(frozen=True)
class ParseAnswer:
    """What the skill makes of a question: its kind, the expression it extracted, and what the parser gave."""

    kind: str
    expression: str = ""
    operation: Case | None = None
    rejected_as: str = ""  # "too long" or "too many brackets"
    at: str = "pin"

    @property
    def category(self) -> str:
        """DescribeOperationCategory: the union case's name, e.g. "TensorProduct"."""
        return self.operation.name if self.operation else ""

    @cached_property
    def text(self) -> str:
        if self.kind == DECLINED:
            return filled(SKILL, "refusal")
        if self.kind == REJECTED:
            return filled(SKILL, self.rejected_as, length=utf16_length(self.expression), limit=MAX_LENGTH,
                          cap=MAX_BRACKETS)
        if self.kind == FAILED:
            return filled(SKILL, "failure", expression=self.expression)
        return "\n".join([f"**Parsed**: `{self.expression}`", "", f"- **AST category**: `{self.category}`",
                          f"- **Gloss**: {gloss(self.category, self.expression)}", "",
                          filled(SKILL, "closing")]) + "\n"

    @property
    def response(self) -> AgentResponse:
        """The AgentResponse GA returns."""
        return AgentResponse(AGENT, self.text, CONFIDENCE[self.kind], evidence(self),
                             declined=self.kind == DECLINED and self.at != "pin")


def extract_expression(message: str) -> str:
    """ExtractExpression: the question without its leading anchor and trailing "mean".

    >>> extract_expression("what does Transpose(C ⊗ G) mean?"), extract_expression("Parse: C ⊗ G")
    ('Transpose(C ⊗ G)', 'Parse: C ⊗ G')
    """
    g = gates(SKILL, PATTERNS)
    stripped = g["trailing_mean"].sub("", g["leading_anchor"].sub("", message, count=1), count=1)
    return trim(stripped).strip("?.")


def read(message: str | None, at: str = "pin") -> ParseAnswer:
    """ExecuteAsync and ParseAndAnswer, as data."""
    g = gates(SKILL, PATTERNS)
    message = message or ""
    if not g["anchor"].search(message) or not g["surface"].search(message):
        return ParseAnswer(DECLINED, at=at)
    expression = extract_expression(message)
    if is_blank(expression):
        return ParseAnswer(DECLINED, at=at)
    if utf16_length(expression) > MAX_LENGTH:
        return ParseAnswer(REJECTED, expression, rejected_as="too long", at=at)
    if any(expression.count(bracket) > MAX_BRACKETS for bracket in BRACKETS):
        return ParseAnswer(REJECTED, expression, rejected_as="too many brackets", at=at)
    operation = parse(expression)
    return ParseAnswer(FAILED if operation is None else PARSED, expression, operation, at=at)


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response


def gloss(category: str, expression: str) -> str:
    """GlossFromCategory: the case's gloss, or the fallback naming the case and the expression."""
    return texts(SKILL).get(f"gloss {category}") or filled(SKILL, "gloss", category=category, expression=expression)


def evidence(a: ParseAnswer) -> tuple[str, ...]:
    """The answer's Evidence (lines 163 and 286, 187, 215, 295)."""
    if a.kind == DECLINED:
        return ("GrothendieckParseSkill: no parse anchor + Grothendieck surface in query",)
    if a.kind == REJECTED:
        return ("Source: GrothendieckParseSkill (input rejected at C# boundary)",)
    if a.kind == FAILED:
        return ("Source: GrothendieckParseSkill (parse failure)", f"input: {a.expression}", f"error: {PARSER_ERROR}")
    return ("Source: GrothendieckParseSkill (in-process F# GrothendieckOperationsParser)",
            f"grothendieck-parse(ok, {a.category})")

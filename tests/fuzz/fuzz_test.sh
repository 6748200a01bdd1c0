#!/usr/bin/env bash
# The libFuzzer tests (tests/fuzz/CMakeLists.txt).
#
#   fuzz_test.sh build SOURCE_DIR FUZZ_BUILD_DIR CLANGXX QT6_DIR
#       configures and builds the fuzzers with clang
#   fuzz_test.sh run FUZZ_BUILD_DIR NAME SECONDS SEED_DIR...
#       runs one fuzzer for SECONDS on a fresh corpus seeded from SEED_DIRs
#
# Inputs grow up to 64 KiB (FUZZ_MAX_LEN): long enough to reach the reader's
# limits on lists (20,000 entries of a battle's log, 10,000 elsewhere), on the
# bytes of a text (24,000), on nesting (32) and on Blocks and Bases, so the
# fuzzers cross them; the file-size limits (1 and 16 MiB) and the 2,000,000
# values of a document are tested directly (tst_armylist, tst_battle). A run
# that holds more than 512 MiB (FUZZ_RSS_LIMIT_MB), or asks for that much at
# once, is a finding: a refusal must come before anything large is built.
#
# Without clang (or its libFuzzer runtime) it exits 77, which ctest reports as
# skipped, never as passed.
set -euo pipefail
skip=77

mode=$1
shift
case "$mode" in
build)
    source_dir=$1 build_dir=$2 clangxx=$3 qt6_dir=$4
    if [[ -z $clangxx || ! -x $clangxx ]] && ! command -v "$clangxx" >/dev/null 2>&1; then
        echo "SKIPPED: clang++ not found; install clang and libclang-rt-14-dev (packaging/setup)" >&2
        exit $skip
    fi
    probe=$(mktemp -d)
    trap 'rm -rf "$probe"' EXIT
    printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char *, unsigned long) { return 0; }\n' >"$probe/p.cpp"
    if ! "$clangxx" -fsanitize=fuzzer,address,undefined "$probe/p.cpp" -o "$probe/p" 2>"$probe/err"; then
        cat "$probe/err" >&2
        echo "SKIPPED: $clangxx cannot link libFuzzer; install libclang-rt-14-dev (packaging/setup)" >&2
        exit $skip
    fi
    cmake -S "$source_dir/tests/fuzz" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE= \
        -DCMAKE_CXX_COMPILER="$clangxx" -DQt6_DIR="$qt6_dir" -DANCIENTS_SOURCE_DIR="$source_dir"
    cmake --build "$build_dir"
    ;;
run)
    build_dir=$1 name=$2 seconds=$3
    shift 3
    fuzzer=$build_dir/$name
    if [[ ! -x $fuzzer ]]; then
        echo "SKIPPED: $fuzzer was not built (no clang or libFuzzer: see fuzz_build)" >&2
        exit $skip
    fi
    corpus=$build_dir/corpus-$name
    rm -rf "$corpus" "$build_dir/artifacts-$name"
    mkdir -p "$corpus" "$build_dir/artifacts-$name"
    seeds=()
    for seed in "$@"; do
        if [[ -f $seed && $seed == *.md ]]; then
            # Every ```json block of a format document becomes a seed of its own.
            dir=$build_dir/seeds-$name-$(basename "$seed" .md)
            rm -rf "$dir" && mkdir -p "$dir"
            awk -v dir="$dir" '/^```json/ { n++; on = 1; next } /^```/ { on = 0; next } on { print > (dir "/block" n ".json") }' "$seed"
            seeds+=("$dir")
        else
            seeds+=("$seed")
        fi
    done
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
    export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
    export QT_QPA_PLATFORM=offscreen
    exec "$fuzzer" -max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-65536}" -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-512}" \
        -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$build_dir/artifacts-$name/" "$corpus" "${seeds[@]}"
    ;;
*)
    echo "usage: $0 build|run ..." >&2
    exit 2
    ;;
esac

# Sourced by the benchmarks. `bench_sandbox BIN SCALE [SERVE ARGS...]`
# starts `BIN sandbox serve` on a free loopback port with its state in a
# temp folder ($work; both go when the script exits), and exports what a
# talent run needs to reach it: the URLs, the production key, the scale.
# `field "$ready" PATH` reads its ready line (`field "$ready" "['keys']['test']"`).
bench_sandbox() {
  local bin="$1" scale="$2"
  shift 2
  work="$(mktemp -d)"
  trap 'kill "$sb" 2>/dev/null || true; rm -rf "$work"' EXIT
  export TALENT_DATA_DIR="$work/data" TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory
  "$bin" sandbox serve --addr 127.0.0.1:0 --time-scale "$scale" "$@" >"$work/ready" 2>"$work/serve.log" &
  sb=$!
  for _ in $(seq 300); do [ -s "$work/ready" ] && break; sleep 0.1; done
  ready="$(head -1 "$work/ready")"
  TALENT_BASE_URL="$(field "$ready" "['base_url']")"
  TALENT_ALT_BASE_URL="$(field "$ready" "['alt_base_url']")"
  TALENT_API_KEY="$(field "$ready" "['keys']['production']")"
  export TALENT_BASE_URL TALENT_ALT_BASE_URL TALENT_API_KEY TALENT_TIME_SCALE="$scale"
}

field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])$2)" "$1"; }

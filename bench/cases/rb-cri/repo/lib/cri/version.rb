# frozen_string_literal: true

module Cri
  # The current Cri version.
  VERSION = '2.15.11'
end

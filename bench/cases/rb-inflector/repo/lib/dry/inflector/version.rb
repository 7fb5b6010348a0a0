# frozen_string_literal: true

module Dry
  class Inflector
    # @since 0.1.0
    VERSION = "1.2.0"
  end
end

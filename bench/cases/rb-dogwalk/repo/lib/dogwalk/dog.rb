# frozen_string_literal: true

module Dogwalk
  SIZES = %i[small medium large].freeze

  # A dog on the books: its household (the client who pays), size, and whether it may join group walks.
  Dog = Struct.new(:name, :household, :size, :reactive, keyword_init: true) do
    def initialize(name:, household:, size: :medium, reactive: false)
      raise ArgumentError, "unknown size #{size.inspect}" unless SIZES.include?(size)

      super
    end

    def group_ok?
      !reactive
    end
  end
end

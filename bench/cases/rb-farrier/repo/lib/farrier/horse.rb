module Farrier
  # A horse on the round. `work` is what it is usually booked for: :trim, :front_pair or :full_set.
  class Horse
    WORK = %i[trim front_pair full_set].freeze

    attr_reader :name, :work, :last_shod, :notes

    def initialize(name:, work:, last_shod:, notes: [])
      raise ArgumentError, "unknown work #{work.inspect}" unless WORK.include?(work)

      @name = name
      @work = work
      @last_shod = last_shod
      @notes = notes.map(&:to_sym).freeze
    end

    def shod?
      work != :trim
    end

    def hooves
      work == :front_pair ? 2 : 4
    end
  end
end

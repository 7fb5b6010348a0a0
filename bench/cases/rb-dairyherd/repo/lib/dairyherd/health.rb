# frozen_string_literal: true

module Dairyherd
  # Udder health from the recordings' cell counts.
  class Health
    HIGH_SCC = 200 # thousand cells/ml
    CHRONIC_RECORDINGS = 3

    def initialize(herd, recording)
      @herd = herd
      @recording = recording
    end

    def high?(record)
      record.scc > HIGH_SCC
    end

    # Cows whose latest recording up to `on` is high.
    def high_cell_cows(on)
      @herd.map { |cow| @recording.latest(cow.tag, on) }
           .compact
           .select { |r| high?(r) }
           .map(&:tag)
    end

    # Cows high on each of their last three recordings: candidates for culling
    # or a dry cow treatment.
    def chronic(on)
      @herd.select do |cow|
        recent = @recording.for_cow(cow.tag).select { |r| r.date <= on }.last(CHRONIC_RECORDINGS)
        recent.size == CHRONIC_RECORDINGS && recent.all? { |r| high?(r) }
      end.map(&:tag)
    end

    # Cows that were low last time and are high now.
    def new_infections(date)
      @recording.on(date).select do |record|
        previous = @recording.for_cow(record.tag).select { |r| r.date < date }.last
        previous && !high?(previous) && high?(record)
      end.map(&:tag)
    end
  end
end

# frozen_string_literal: true

module Allotments
  # Applicants waiting for a plot. Residents of the parish come first; within
  # each group the earliest application wins. An applicant who turns down two
  # offers goes off the list.
  class WaitingList
    Entry = Struct.new(:tenant, :applied_on, :band, :refusals, keyword_init: true) do
      def wants?(plot)
        band == :any || band == plot.size_band
      end
    end

    MAX_REFUSALS = 2

    def initialize(districts:)
      @districts = districts
      @entries = []
    end

    def add(tenant, applied_on:, band: :any)
      raise ArgumentError, "#{tenant} is already waiting" if include?(tenant)

      @entries << Entry.new(tenant: tenant, applied_on: applied_on, band: band, refusals: 0)
      self
    end

    def include?(tenant)
      @entries.any? { |entry| entry.tenant.equal?(tenant) }
    end

    def size
      @entries.size
    end

    def ordered
      @entries.sort_by do |entry|
        [entry.tenant.resident?(@districts) ? 0 : 1, entry.applied_on, entry.tenant.name]
      end
    end

    def position(tenant)
      index = ordered.index { |entry| entry.tenant.equal?(tenant) }
      index && index + 1
    end

    # The applicant to offer the plot to next, or nil.
    def next_for(plot)
      entry = ordered.find { |candidate| candidate.wants?(plot) }
      entry&.tenant
    end

    def accept(tenant)
      @entries.reject! { |entry| entry.tenant.equal?(tenant) }
      self
    end

    def refuse(tenant)
      entry = @entries.find { |candidate| candidate.tenant.equal?(tenant) }
      raise ArgumentError, "#{tenant} is not waiting" unless entry

      entry.refusals += 1
      @entries.delete(entry) if entry.refusals >= MAX_REFUSALS
      self
    end
  end
end

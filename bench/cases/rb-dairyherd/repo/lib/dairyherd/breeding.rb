# frozen_string_literal: true

module Dairyherd
  # Services (inseminations), pregnancy and calving dates.
  class Breeding
    GESTATION = 283 # days, Holstein average
    DRY_PERIOD = 60 # days before calving
    TARGET_INTERVAL = 365

    Service = Struct.new(:tag, :date, :sire, :confirmed, keyword_init: true)

    def initialize(herd)
      @herd = herd
      @services = []
    end

    def serve(tag, date, sire)
      @herd[tag]
      service = Service.new(tag: tag, date: date, sire: sire, confirmed: false)
      @services << service
      service
    end

    def confirm(tag)
      service = last_service(tag)
      raise Error, "#{tag} has not been served" if service.nil?

      service.confirmed = true
      service
    end

    def last_service(tag)
      @services.select { |s| s.tag == tag }.max_by(&:date)
    end

    def services_for(tag)
      @services.select { |s| s.tag == tag }.sort_by(&:date)
    end

    def pregnant?(tag, on)
      service = last_service(tag)
      return false if service.nil? || !service.confirmed

      cow = @herd[tag]
      calved_on = cow.last_calving(on)
      calved_on.nil? || service.date > calved_on
    end

    def expected_calving(tag)
      service = last_service(tag)
      return nil if service.nil? || !service.confirmed

      service.date + GESTATION
    end

    def dry_off_due(tag)
      calving = expected_calving(tag)
      calving && calving - DRY_PERIOD
    end

    # Days between successive calvings.
    def calving_intervals(tag)
      @herd[tag].calvings.each_cons(2).map { |a, b| (b - a).to_i }
    end

    def herd_calving_interval
      intervals = @herd.flat_map { |cow| calving_intervals(cow.tag) }
      return nil if intervals.empty?

      (intervals.sum.to_f / intervals.size).round
    end

    # Cows to dry off in the next `days` days, soonest first.
    def to_dry_off(on, days = 14)
      @herd.milking(on)
           .select { |cow| pregnant?(cow.tag, on) }
           .map { |cow| [dry_off_due(cow.tag), cow.tag] }
           .select { |due, _| due <= on + days }
           .sort
    end

    def services_per_conception(tag)
      services = services_for(tag)
      return nil unless services.last&.confirmed

      calved_on = @herd[tag].calvings.last
      services.count { |s| calved_on.nil? || s.date > calved_on }
    end
  end
end

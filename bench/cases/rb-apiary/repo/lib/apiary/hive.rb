# frozen_string_literal: true

module Apiary
  # A colony in its hive at a site.
  class Hive
    FRAMES_PER_BOX = { national: 11, commercial: 11, langstroth: 10, dadant: 12 }.freeze

    # How often a hive should be looked at, in days, by month. In the swarming
    # season colonies are inspected weekly or a little more.
    INSPECTION_INTERVALS = {
      4 => 9, 5 => 7, 6 => 7, 7 => 9, 8 => 14, 9 => 14
    }.freeze

    attr_reader :name, :site, :type, :queen, :brood_boxes, :supers, :inspections, :treatments

    def initialize(name:, site:, type: :national, queen: nil, brood_boxes: 1, supers: 0)
      raise ArgumentError, "unknown hive type #{type.inspect}" unless FRAMES_PER_BOX.key?(type)

      @name = name
      @site = site
      @type = type
      @queen = queen
      @brood_boxes = brood_boxes
      @supers = supers
      @inspections = []
      @treatments = []
    end

    def brood_capacity
      FRAMES_PER_BOX.fetch(type) * brood_boxes
    end

    def add_super
      @supers += 1
    end

    def remove_super
      raise "#{name} has no supers on" if supers.zero?

      @supers -= 1
    end

    def requeen(queen)
      @queen = queen
    end

    def record(inspection)
      @inspections << inspection
      @inspections.sort_by!(&:date)
      inspection
    end

    def last_inspection
      inspections.last
    end

    # Starts a treatment course, refusing products that cannot go in with
    # honey supers on.
    def treat(course)
      if supers.positive? && !course.product.supers_allowed?
        raise ArgumentError, "#{course.product.name} cannot be used with supers on #{name}"
      end

      @treatments << course
      course
    end

    def under_treatment?(date)
      treatments.any? { |course| course.active_on?(date) }
    end

    def inspection_interval(date)
      INSPECTION_INTERVALS[date.month]
    end

    # Due for a look if the interval for the month has passed since the last
    # one. Out of season (no interval) a hive is never due.
    def inspection_due?(date)
      interval = inspection_interval(date)
      return false if interval.nil?
      return true if last_inspection.nil?

      (date - last_inspection.date).to_i >= interval
    end

    # Fraction of the brood boxes' frames covered in brood at the last look.
    def brood_fill
      return 0.0 if last_inspection.nil?

      last_inspection.brood_frames.to_f / brood_capacity
    end

    def needs_space?
      brood_fill >= 0.8
    end
  end
end

# frozen_string_literal: true

module OysterFarm
  # A lot is one batch of seed put out on the lease on the same day, held in
  # a number of bags on the trestles of one site. Losses are recorded as the
  # bags are turned and the dead shells counted.
  class Lot
    PLOIDIES = %i[diploid triploid].freeze

    Loss = Struct.new(:count, :on, :cause, keyword_init: true)

    attr_reader :id, :site, :stocked_on, :stocked_count, :bags, :ploidy, :losses

    def initialize(id:, site:, stocked_on:, stocked_count:, bags:, ploidy: :triploid)
      raise ArgumentError, "stocked_count must be positive" unless stocked_count.positive?
      raise ArgumentError, "bags must be positive" unless bags.positive?
      raise ArgumentError, "unknown ploidy #{ploidy.inspect}" unless PLOIDIES.include?(ploidy)

      @id = id
      @site = site
      @stocked_on = stocked_on
      @stocked_count = stocked_count
      @bags = bags
      @ploidy = ploidy
      @losses = []
    end

    def record_loss(count, on:, cause: :unknown)
      raise ArgumentError, "loss must be positive" unless count.positive?
      raise Error, "lot #{id}: loss of #{count} exceeds #{live_count} live" if count > live_count
      raise Error, "lot #{id}: loss dated before stocking" if on < stocked_on

      losses << Loss.new(count: count, on: on, cause: cause)
      self
    end

    def dead_count
      losses.sum(&:count)
    end

    def live_count
      stocked_count - dead_count
    end

    # Fraction of the stocked oysters lost so far, 0.0..1.0.
    def mortality
      dead_count.fdiv(stocked_count)
    end

    def per_bag
      live_count.fdiv(bags)
    end

    # Whole months since the lot was stocked, counting a month once its day
    # of the month has come round.
    def age_in_months(on)
      months = (on.year - stocked_on.year) * 12 + (on.month - stocked_on.month)
      months -= 1 if on.day < stocked_on.day
      [months, 0].max
    end

    # Thinning out: move +bags+ bags (and their share of the live oysters)
    # into a new lot with id +new_id+, keeping the stocking date.
    def split(bags:, new_id:)
      raise ArgumentError, "split must leave at least one bag" unless bags.positive? && bags < self.bags

      moved = (per_bag * bags).round
      other = Lot.new(id: new_id, site: site, stocked_on: stocked_on, stocked_count: moved,
                      bags: bags, ploidy: ploidy)
      @stocked_count -= moved
      @bags -= bags
      other
    end

    def to_s
      format("%<id>s (%<site>s, %<bags>d bags, %<live>d live)", id: id, site: site, bags: bags, live: live_count)
    end
  end
end

# frozen_string_literal: true

module Allotments
  # The society: its plots on all sites, the tenancies, the waiting list and
  # the inspection log, and the yearly invoice run.
  class Society
    Tenancy = Struct.new(:plot, :tenant, :started_on, keyword_init: true)

    attr_reader :name, :rent, :waiting_list, :inspections

    def initialize(name, districts:, rate: RentCalculator::DEFAULT_RATE)
      @name = name
      @plots = {}
      @tenancies = {}
      @rent = RentCalculator.new(districts: districts, rate: rate)
      @waiting_list = WaitingList.new(districts: districts)
      @inspections = InspectionLog.new
    end

    def add_plot(plot)
      raise ArgumentError, "plot #{plot.number} already exists" if @plots.key?(plot.number)

      @plots[plot.number] = plot
      self
    end

    def plot(number)
      @plots.fetch(number.to_s) { raise KeyError, "no plot #{number}" }
    end

    def plots
      @plots.values.sort_by { |plot| [plot.site, plot.number.to_i, plot.number] }
    end

    def vacancies
      plots.select(&:vacant?)
    end

    def tenancies
      @tenancies.values
    end

    def tenancy(number)
      @tenancies[number.to_s]
    end

    def allocate(number, tenant, on:)
      target = plot(number)
      target.let_to(tenant)
      @tenancies[target.number] = Tenancy.new(plot: target, tenant: tenant, started_on: on)
      @waiting_list.accept(tenant)
      inspections.clear(target)
      target
    end

    def terminate(number)
      target = plot(number)
      @tenancies.delete(target.number)
      inspections.clear(target)
      target.vacate
    end

    # Offers each vacant plot to the first suitable applicant and lets it.
    # Returns the plots let.
    def fill_vacancies(on:)
      vacancies.filter_map do |vacant|
        applicant = waiting_list.next_for(vacant)
        next unless applicant

        allocate(vacant.number, applicant, on: on)
      end
    end

    # One invoice per let plot for the rent year starting 1 October of
    # rent_year, numbered in plot order.
    def invoices(rent_year)
      let = plots.select(&:let?)
      let.each_with_index.map do |target, index|
        tenancy = @tenancies.fetch(target.number)
        Invoice.new(number: index + 1, tenant: tenancy.tenant, plot: target, rent_year: rent_year,
                    lines: rent.lines(target, tenancy.tenant))
      end
    end

    def rent_roll(rent_year)
      invoices(rent_year).sum(&:total)
    end

    def notices
      inspections.at_least(:notice, plots.select(&:let?))
    end

    def summary
      let = plots.count(&:let?)
      "#{name}: #{plots.size} plots, #{let} let, #{vacancies.size} vacant, #{waiting_list.size} waiting"
    end
  end
end

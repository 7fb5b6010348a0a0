module Gristmill
  # The miller's day book: what each run left with the mill and the customer.
  class Ledger
    Entry = Struct.new(:order_number, :customer, :grain, :toll_bushels, :flour_lbs, :hours, keyword_init: true)

    attr_reader :entries

    def initialize
      @entries = []
    end

    # Grind the run's order and write it down.
    def record(run)
      run.grind!
      entry = Entry.new(
        order_number: run.order.number,
        customer: run.order.customer,
        grain: run.order.grain,
        toll_bushels: run.toll,
        flour_lbs: run.yield.flour,
        hours: run.hours
      )
      @entries << entry
      entry
    end

    # Toll grain the mill has taken, by grain.
    def toll_taken
      @entries.each_with_object(Hash.new(0.0)) do |e, acc|
        acc[e.grain] = (acc[e.grain] + e.toll_bushels).round(2)
      end
    end

    def hours_run
      @entries.sum(&:hours).round(2)
    end

    def flour_for(customer)
      @entries.select { |e| e.customer == customer }.sum(&:flour_lbs).round(1)
    end

    def summary
      lines = @entries.map do |e|
        format("%-4d %-14s %-9s toll %6.2f bu  flour %8.1f lb", e.order_number, e.customer, e.grain, e.toll_bushels, e.flour_lbs)
      end
      lines << format("%d grists, %.2f hours on the stones", @entries.size, hours_run)
      lines.join("\n") + "\n"
    end
  end
end

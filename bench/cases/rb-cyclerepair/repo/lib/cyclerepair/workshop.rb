module Cyclerepair
  # Shares the day's jobs between the mechanics: urgent jobs first, then in the order received;
  # each job goes to the mechanic with the fewest hours booked who still has room for it.
  class Workshop
    Plan = Struct.new(:by_mechanic, :waiting, keyword_init: true)

    attr_reader :mechanics, :hours

    def initialize(mechanics, hours: 8)
      raise ArgumentError, "no mechanics" if mechanics.empty?

      @mechanics = mechanics
      @hours = hours
    end

    def plan(jobs)
      booked = mechanics.to_h { |m| [m, 0.0] }
      by_mechanic = mechanics.to_h { |m| [m, []] }
      waiting = []
      queue(jobs).each do |job|
        mechanic = mechanics.select { |m| booked[m] + job.hours <= hours }
                            .min_by { |m| [booked[m], mechanics.index(m)] }
        if mechanic
          booked[mechanic] += job.hours
          by_mechanic[mechanic] << job
        else
          waiting << job
        end
      end
      Plan.new(by_mechanic: by_mechanic, waiting: waiting)
    end

    private

    def queue(jobs)
      jobs.sort_by { |job| [job.urgent? ? 0 : 1, job.received_at, job.id] }
    end
  end
end

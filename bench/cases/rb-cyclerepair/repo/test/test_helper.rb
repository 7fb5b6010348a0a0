require "minitest/autorun"
require "cyclerepair"

module JobFactory
  def job(id, hours, **opts)
    Cyclerepair::Job.new(id: id, customer: "customer #{id}", hours: hours, **opts)
  end
end

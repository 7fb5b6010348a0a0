require "test_helper"

class WorkshopTest < Minitest::Test
  include JobFactory

  def setup
    @workshop = Cyclerepair::Workshop.new(%w[Ana Ben])
  end

  def ids(jobs)
    jobs.map(&:id)
  end

  def test_shares_jobs_by_hours_booked
    plan = @workshop.plan([job(1, 3, received_at: 1), job(2, 1, received_at: 2), job(3, 1, received_at: 3)])
    assert_equal [1], ids(plan.by_mechanic["Ana"])
    assert_equal [2, 3], ids(plan.by_mechanic["Ben"])
    assert_empty plan.waiting
  end

  def test_urgent_jobs_first
    plan = @workshop.plan([job(1, 2, received_at: 1), job(2, 2, received_at: 2, urgent: true)])
    assert_equal [2], ids(plan.by_mechanic["Ana"])
    assert_equal [1], ids(plan.by_mechanic["Ben"])
  end

  def test_a_job_may_fill_the_day_exactly
    plan = @workshop.plan([job(1, 8, received_at: 1), job(2, 6, received_at: 2), job(3, 2, received_at: 3)])
    assert_equal [1], ids(plan.by_mechanic["Ana"])
    assert_equal [2, 3], ids(plan.by_mechanic["Ben"])
    assert_empty plan.waiting
  end

  def test_jobs_that_do_not_fit_wait
    jobs = [job(1, 5, received_at: 1), job(2, 5, received_at: 2), job(3, 4, received_at: 3), job(4, 2, received_at: 4)]
    plan = @workshop.plan(jobs)
    assert_equal [1, 4], ids(plan.by_mechanic["Ana"])
    assert_equal [2], ids(plan.by_mechanic["Ben"])
    assert_equal [3], ids(plan.waiting)
  end
end

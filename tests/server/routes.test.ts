import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { testApp } from './test-app'

describe('routes', () => {
  it('serves the landing page as HTML in Indonesian', async () => {
    const res = await request(testApp()).get('/')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/html')
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="id">/)
  })

  it.each(['/tidak-ada', '/pesanan/123', '/index.html', '/assets/nothing.js'])('answers %s with the Indonesian 404 page', async (path) => {
    const res = await request(testApp()).get(path)
    expect(res.status).toBe(404)
    expect(res.text).toContain('Halaman tidak ditemukan')
    expect(res.text).toContain('href="/"')
  })

  it('reports health on /healthz', async () => {
    const res = await request(testApp()).get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })
})
